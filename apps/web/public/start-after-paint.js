/* global document, requestAnimationFrame, window, Element */
// Server-rendered pages (docs/architecture.md#server-rendered-pages) load their code after the first paint: the
// page is already on screen, so its stylesheet and first image get the connection first. The server moves the
// entry script and its preloads onto this element's data attributes. A classic script, so the page names it.
;(function () {
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  var root = document.documentElement
  var hydrated = function () {
    return root.hasAttribute('data-hydrated')
  }

  // A link followed before the code runs is a navigation under way: the app's start (the router rewrites the
  // history entry) would cancel it, so the code is not started at all.
  window.addEventListener('beforeunload', function () {
    root.setAttribute('data-leaving', '')
  })

  // Once the code is on its way, a tap on a link waits for the app and is then replayed into it: React takes a
  // tap that lands mid-hydration and hands it to a router not yet ready to navigate, which would lose it.
  // RootLayout marks <html data-hydrated> and fires `shop:hydrated` once every effect has run.
  var pending = null
  function onClick(event) {
    if (hydrated()) return
    event.stopPropagation()
    var link = event.target instanceof Element ? event.target.closest('a[href]') : null
    var plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
    if (!link || !plain || link.target) return
    event.preventDefault()
    pending = link
    // Should the app never start, the link is still followed.
    setTimeout(function () {
      if (pending === link && !hydrated()) window.location.assign(link.href)
    }, 4000)
  }
  document.addEventListener('shop:hydrated', function () {
    var link = pending
    pending = null
    if (link && link.isConnected) link.click()
  })

  function start() {
    if (root.hasAttribute('data-leaving')) return
    window.addEventListener('click', onClick, true)
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
