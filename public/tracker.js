// First-party, cookieless analytics: a pageview on load and on each client-side navigation,
// business events through window.trackEvent(name). Nothing is stored in the browser.
;(function (w, d, l, h) {
  var last
  function send(name) {
    var body = JSON.stringify({ name: name, url: l.href, referrer: d.referrer, width: screen.width })
    if (!(navigator.sendBeacon && navigator.sendBeacon('/api/events', body))) {
      fetch('/api/events', { method: 'POST', body: body, keepalive: true, headers: { 'content-type': 'text/plain' } })
    }
  }
  function pageview() {
    var page = l.pathname + l.search
    // The router also calls replaceState for the same URL: only a new page counts.
    if (page === last || /^\/(admin|cms)(\/|$)/.test(l.pathname)) return
    last = page
    send('pageview')
  }
  ;['pushState', 'replaceState'].forEach(function (method) {
    var original = h[method]
    h[method] = function () {
      var result = original.apply(this, arguments)
      pageview()
      return result
    }
  })
  w.addEventListener('popstate', pageview)
  w.trackEvent = send
  pageview()
})(window, document, location, history)
