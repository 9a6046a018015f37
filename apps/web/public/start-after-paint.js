/* global document, requestAnimationFrame */
// Server-rendered pages (docs/architecture.md#server-rendered-pages) load their code after the first paint: the
// page is already on screen, so its stylesheet and first image get the connection first. The server moves the
// entry script and its preloads onto this element's data attributes. A classic script, so the page names it.
;(function () {
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  function start() {
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = preloads[i]
      document.head.appendChild(link)
    }
    var module = document.createElement('script')
    module.type = 'module'
    module.src = entry
    document.head.appendChild(module)
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
})()
