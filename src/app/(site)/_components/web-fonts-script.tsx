import { inter, sourceSerif } from '../_lib/fonts'

/** The class on <html> that lets text use the web fonts (globals.css). */
const READY_CLASS = 'web-fonts'
const SESSION_KEY = 'web-fonts'
const FAMILIES = JSON.stringify([inter.style.fontFamily, sourceSerif.style.fontFamily])

/**
 * Turns the web fonts on once the first contentful paint is on screen. The page paints at once in
 * the metric-matched stand-ins (globals.css) and only then asks for the ~100 kB of fonts, so on a
 * slow phone the fonts never compete with the page itself: when the browser met them while laying
 * out the first frame, they downloaded before that frame was shown and mobile LCP doubled. Both are
 * loaded before any text names them, so the page is laid out again once, not once when the class
 * is set and again as each font arrives (each a long task on a phone, while the page hydrates).
 * Once a page of the tab asked for them they are in the HTTP cache, so the session's later pages
 * use them from the start. Browsers without paint timing turn them on at the load event.
 * A string rendered as an inline script: it must run before React, which hydrates seconds later.
 */
const SCRIPT = `(function(){var d=document.documentElement,f=document.fonts;function on(){d.classList.add('${READY_CLASS}');try{sessionStorage.setItem('${SESSION_KEY}','1')}catch(e){}}try{if(sessionStorage.getItem('${SESSION_KEY}'))return on()}catch(e){}function load(){if(!f||!f.load||!window.Promise)return on();Promise.all(${FAMILIES}.map(function(family){return f.load('1em '+family)})).then(on,on)}if(!window.PerformanceObserver||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return addEventListener('load',load);new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true})})()`

export function WebFontsScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
