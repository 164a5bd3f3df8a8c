import { consentPurposes, consentStorageKey, consentVersion } from './consent-record'

/**
 * The consent banner is in every page's HTML (ConsentBanner.tsx), hidden unless this attribute is
 * on <html>. The inline script below sets it before the banner is parsed, only when there is no
 * stored choice that still counts, so a returning visitor never sees the banner flash and a first
 * visitor sees it with the first paint, not after hydration. Without JavaScript nothing is tracked
 * and the banner stays hidden: there is nothing to consent to.
 */
export const promptAttribute = 'data-consent-prompt'
/** Set when "Settings" was pressed before the page's code ran: the dialog opens its settings. */
export const settingsRequestedAttribute = 'data-consent-settings'
/** On the static banner's buttons: which choice each one makes ('all', 'none', 'settings'). */
export const staticChoiceAttribute = 'data-consent-static'
/**
 * Dispatched on <html> when the script stored a choice: the page's code may already be running
 * (the server's banner stays while the dialog's code loads), and its store must follow.
 */
export const choiceStoredEvent = 'clinic:consent-stored'
/** Dispatched on <html> when "Settings" was pressed on the server's banner. */
export const settingsRequestedEvent = 'clinic:consent-settings'

/**
 * The inline script: the same validity check as parseChoice (consent-record.ts; a unit test runs
 * both over the same records), and a click handler that stores "Accept all" / "Reject all" in the
 * same format as the consent store, so the banner's buttons work before the page's code arrives.
 */
export function consentPromptScript(): string {
  const key = JSON.stringify(consentStorageKey)
  const purposes = JSON.stringify(consentPurposes)
  return `(function(){var d=document.documentElement;try{var c=JSON.parse(localStorage.getItem(${key})||"null");if(c&&typeof c==="object"&&c.version===${consentVersion}&&typeof c.timestamp==="string"&&!isNaN(Date.parse(c.timestamp))&&c.purposes&&typeof c.purposes==="object")return}catch(e){}d.setAttribute("${promptAttribute}","");d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${staticChoiceAttribute}]");if(!b)return;var k=b.getAttribute("${staticChoiceAttribute}");if(k==="settings"){d.setAttribute("${settingsRequestedAttribute}","");d.dispatchEvent(new Event("${settingsRequestedEvent}"));return}var p={};${purposes}.forEach(function(n){p[n]=k==="all"});try{localStorage.setItem(${key},JSON.stringify({version:${consentVersion},timestamp:new Date().toISOString(),purposes:p}))}catch(e){}d.removeAttribute("${promptAttribute}");d.dispatchEvent(new Event("${choiceStoredEvent}"))})})()`
}
