'use client'

import { inter, sourceSerif } from '../_lib/fonts'

/** The class on <html> that names the web fonts from the first layout (globals.css): a later page of the tab. */
const CACHED_CLASS = 'web-fonts'
/** Set on <html> once the text uses the web fonts, either way. */
const READY_ATTRIBUTE = 'data-web-fonts'
const SESSION_KEY = 'web-fonts'
/** next/font's family of each font, and the name the text asks for first (globals.css) until a page has them. */
const ALIASES = JSON.stringify([
  [inter.style.fontFamily.split(',')[0].replace(/['"]/g, ''), 'Inter Web'],
  [sourceSerif.style.fontFamily.split(',')[0].replace(/['"]/g, ''), 'Source Serif Web'],
])

/**
 * Turns the web fonts on once the first contentful paint is on screen. The page paints at once in
 * the metric-matched stand-ins (globals.css) and only then asks for the ~100 kB of fonts, so on a
 * slow phone the fonts never compete with the page itself: when the browser met them while laying
 * out the first frame, they downloaded before that frame was shown and mobile LCP doubled.
 * The text asks first for families no stylesheet declares ('Inter Web'); after the paint each is
 * added to document.fonts with the source of next/font's face, once both have loaded. A font added so
 * only relays out the text, where a class naming the fonts restyled every element of the page first
 * (a long task on a phone, while it hydrates). Once a page of the tab loaded them they are in the
 * HTTP cache, and the next pages name next/font's faces by the class before their first layout.
 * Browsers without paint timing turn them on at the load event, without FontFace by the class.
 * A string rendered as an inline script: it must run before React, which hydrates seconds later.
 * A client component, so the script's text is in the cached layout chunk, not again in every page's
 * RSC data beside the HTML's copy (~0.5 kB gzipped of each page).
 */
const SCRIPT = `(function(){var d=document.documentElement,f=document.fonts,a=${ALIASES};function ready(){d.setAttribute('${READY_ATTRIBUTE}','on');try{sessionStorage.setItem('${SESSION_KEY}','1')}catch(e){}}function byClass(){d.classList.add('${CACHED_CLASS}');ready()}try{if(sessionStorage.getItem('${SESSION_KEY}'))return byClass()}catch(e){}function faces(){var found=[];[].forEach.call(document.styleSheets,function(sheet){var rules;try{rules=sheet.cssRules}catch(e){return}[].forEach.call(rules,function(rule){if(!rule.style||rule.type!==5)return;var family=rule.style.getPropertyValue('font-family').replace(/['"]/g,'');a.forEach(function(pair){if(pair[0]===family)found.push(new FontFace(pair[1],rule.style.getPropertyValue('src'),{weight:rule.style.getPropertyValue('font-weight')||'normal',display:'swap'}))})})});return found}function load(){var list=f&&window.FontFace&&window.Promise?faces():[];if(list.length!==a.length)return byClass();Promise.all(list.map(function(face){return face.load()})).then(function(){list.forEach(function(face){f.add(face)});ready()},byClass)}if(!window.PerformanceObserver||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return addEventListener('load',load);new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true})})()`

export function WebFontsScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
