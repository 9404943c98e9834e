/** The class on <html> that lets text use the web fonts (globals.css). */
const READY_CLASS = 'web-fonts'
const SESSION_KEY = 'web-fonts'

/**
 * Turns the web fonts on once the first contentful paint is on screen. The page paints at once in
 * the metric-matched stand-ins (globals.css) and only then asks for the ~100 kB of fonts, so on a
 * slow phone the fonts never compete with the page itself: when the browser met them while laying
 * out the first frame, they downloaded before that frame was shown and mobile LCP doubled. Once a
 * page of the tab asked for them they are in the HTTP cache, so the session's later pages use them
 * from the start. Browsers without paint timing turn them on at the load event.
 * A string rendered as an inline script: it must run before React, which hydrates seconds later.
 */
const SCRIPT = `(function(){var d=document.documentElement;function on(){d.classList.add('${READY_CLASS}');try{sessionStorage.setItem('${SESSION_KEY}','1')}catch(e){}}try{if(sessionStorage.getItem('${SESSION_KEY}'))return on()}catch(e){}if(!window.PerformanceObserver||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return addEventListener('load',on);new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();on()}}).observe({type:'paint',buffered:true})})()`

export function WebFontsScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
