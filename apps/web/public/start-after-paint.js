/* global document, requestAnimationFrame, window */
// Server-rendered pages (docs/architecture.md#server-rendered-pages) load their code after the first paint: the
// page is already on screen, so its stylesheet and first image get the connection first (docs/decisions/131, 144).
// The server moves the entry script onto this element's data attribute and drops Vite's module preloads. A
// classic script, not inline, so the Content-Security-Policy needs no exception.
;(function () {
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return
  var root = document.documentElement

  // Until the app runs the page (the root layout then drops the attribute), its buttons and fields do nothing:
  // say so to assistive technology and to automation, which wait for them. Links work from the start. Set here,
  // not in the HTML, so a page read without scripts never claims to be starting.
  var app = document.getElementById('root')
  if (app) app.setAttribute('aria-disabled', 'true')

  // A link to another page of the shop followed before the app runs is a navigation under way. Starting the
  // app then would rewrite the history entry, which cancels that navigation in Chromium: the tap would be lost.
  // src/main.tsx waits while <html data-leaving> is set; should the page still be here after a few seconds
  // (the navigation failed or was refused), the app starts after all.
  window.addEventListener('click', function (event) {
    if (root.hasAttribute('data-hydrated') || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin)
      return
    root.setAttribute('data-leaving', '')
    setTimeout(function () {
      root.removeAttribute('data-leaving')
      document.dispatchEvent(new Event('shop:stay'))
    }, 5000)
  })

  function start() {
    if (root.hasAttribute('data-leaving')) return
    // The entry alone: the browser fetches its imports as it reads it. Adding a module preload per chunk here
    // cost more main-thread time (tens of milliseconds on a phone) than the round trip it saves.
    var module = document.createElement('script')
    module.type = 'module'
    module.src = entry
    // Without its code the page stays a plain page whose links work: it no longer says it is starting.
    module.onerror = function () {
      if (app) app.removeAttribute('aria-disabled')
    }
    document.head.appendChild(module)
  }
  // After the first contentful paint has reached the screen, as the browser reports it: a frame callback alone
  // sometimes ran before the frame that showed the page, and the code's downloads then raced the page's first
  // image. Where paint timing is missing, after the next frame.
  var started = false
  function startOnce() {
    if (started) return
    started = true
    setTimeout(start, 0)
  }
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') !== -1
  if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      startOnce()
    }).observe({ type: 'paint', buffered: true })
    // A page opened in a background tab paints only when shown; its code still starts.
    setTimeout(startOnce, 3000)
  } else {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0)
    })
  }
})()
