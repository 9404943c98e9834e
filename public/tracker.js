// Cookieless analytics: docs/analytics.md#the-tracker (at most 1 KB gzipped).
;(function (w, d, l, h) {
  var last, staff, s
  try {
    staff = localStorage.getItem('lcp_staff')
    s = sessionStorage
  } catch {}
  function mask(u) {
    return u.replace(/(\/assessment\/results\/)[^/?#]+/, '$1:token')
  }
  function send(name, step, e) {
    if (staff) return
    var body = JSON.stringify({ name: name, url: mask(l.href), referrer: d.referrer, width: screen.width, step: step, event: e })
    if (!(navigator.sendBeacon && navigator.sendBeacon('/api/events', body))) {
      fetch('/api/events', { method: 'POST', body: body, keepalive: true, headers: { 'content-type': 'text/plain' } })
    }
  }
  function touch() {
    if (staff || !s || s.getItem('lcp_touch')) return
    var q = new URLSearchParams(l.search)
    var from = d.referrer ? new URL(d.referrer).hostname : ''
    s.setItem(
      'lcp_touch',
      JSON.stringify({
        source: q.get('utm_source') || '',
        medium: q.get('utm_medium') || '',
        campaign: q.get('utm_campaign') || '',
        entryPage: mask(l.pathname),
        referrerHost: from === l.hostname ? '' : from,
      }),
    )
  }
  function pageview() {
    var page = l.pathname + l.search
    // The router also replaceStates the same URL: only a new page counts.
    if (page === last || /^\/(admin|cms)(\/|$)/.test(l.pathname)) return
    last = page
    touch()
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
  // CMS links with a goal.
  d.addEventListener('click', function (e) {
    var t = e.target.closest && e.target.closest('[data-goal]')
    if (t) send('custom', void 0, t.dataset.goal)
  })
  w.trackEvent = send
  w.keystone = {
    track: function (e) {
      send('custom', void 0, e)
    },
  }
  pageview()
  ;(w.__lcpQueue || []).forEach(function (call) {
    send(call[0], call[1])
  })
})(window, document, location, history)
