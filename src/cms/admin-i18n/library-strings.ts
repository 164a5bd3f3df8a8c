/**
 * The Czech for English strings third-party parts of the admin write themselves (see
 * LibraryStrings.tsx). Keyed by the exact English text, so a library update that changes a
 * string simply leaves it untranslated (and the identical-labels test lists it).
 */
export const libraryAttributeStrings = {
  cs: {
    'Drag to move': 'Přesunout přetažením',
    'Add block': 'Přidat blok',
    'Insert Paragraph': 'Vložit odstavec',
    'Edit link': 'Upravit odkaz',
    'Remove link': 'Odebrat odkaz',
    'Close toast': 'Zavřít oznámení',
    // sonner's region of toasts, with its keyboard shortcut (Alt+T moves focus there).
    'Notifications alt+T': 'Oznámení (Alt+T)',
    'Previous Month': 'Předchozí měsíc',
    'Next Month': 'Následující měsíc',
    'Previous Year': 'Předchozí rok',
    'Next Year': 'Následující rok',
    // react-datepicker's dialog.
    'Choose Date and Time': 'Vyberte datum a čas',
    'Choose Date': 'Vyberte datum',
    'Choose Time': 'Vyberte čas',
    // The list of times (its visible header is translated below).
    Time: 'Čas',
    // An upload's "copy the file's address" button: its tooltip's title (issue 42).
    'Copy URL': 'Kopírovat adresu souboru',
    // The API view: each object's fold button and the results' full-screen button.
    toggle: 'Rozbalit nebo sbalit',
    'toggle fullscreen': 'Na celou obrazovku',
  } as Record<string, string>,
}

/**
 * Screen-reader labels react-datepicker builds as an English word before a date it formats in the
 * admin's language ("Choose neděle 29. listopadu 2026"): the word is replaced, the date kept. Only
 * inside the date picker, and only where no whole label above matched.
 */
export const libraryLabelPrefixes = {
  cs: [
    { selector: '.react-datepicker [aria-label]', from: 'Choose ', to: 'Vybrat: ' },
    { selector: '.react-datepicker [aria-label]', from: 'Not available ', to: 'Nelze vybrat: ' },
    { selector: '.react-datepicker [aria-label]', from: 'Month ', to: 'Měsíc: ' },
    { selector: '.react-datepicker [aria-label]', from: 'week ', to: 'Týden ' },
    // The pencil on each chosen item of a relationship field ("Edit MUDr. …", issue 42).
    { selector: '.relationship--multi-value-label__drawer-toggler', from: 'Edit ', to: 'Upravit: ' },
  ],
}

/** Visible texts, each with the element it is written into (so staff content is never touched). */
export const libraryTextStrings = {
  cs: [
    { selector: '.react-datepicker-time__header', from: 'Time', to: 'Čas' },
    // The month buttons also carry their label as (visually hidden) text.
    { selector: '.react-datepicker__navigation-icon', from: 'Previous Month', to: 'Předchozí měsíc' },
    { selector: '.react-datepicker__navigation-icon', from: 'Next Month', to: 'Následující měsíc' },
    // Issue 42: an upload's copy button (Payload writes "Copy URL" itself) and the live preview's
    // width that follows the pane ("Responsive", added by Payload to every list of widths).
    { selector: '.file-meta__url .tooltip-content', from: 'Copy URL', to: 'Kopírovat adresu souboru' },
    { selector: '.live-preview-toolbar-controls__breakpoint span', from: 'Responsive', to: 'Podle šířky panelu' },
    { selector: '.popup-button-list__button', from: 'Responsive', to: 'Podle šířky panelu' },
  ],
}

type TextString = { selector: string; from: string; to: string }

/** The elements under `root` that match, and `root` itself when it does. */
function matching(root: ParentNode, selector: string): HTMLElement[] {
  const own = root instanceof HTMLElement && root.matches(selector) ? [root] : []
  return [...own, ...root.querySelectorAll<HTMLElement>(selector)]
}

export function translateLibraryStrings(
  root: ParentNode,
  attributes: Record<string, string>,
  texts: TextString[],
  prefixes: TextString[] = [],
) {
  // Screen-reader labels, and the titles tooltips carry (a pointer's hover shows them).
  for (const attribute of ['aria-label', 'title']) {
    for (const element of matching(root, `[${attribute}]`)) {
      const translated = attributes[element.getAttribute(attribute) ?? '']
      if (translated) element.setAttribute(attribute, translated)
    }
  }
  for (const { selector, from, to } of prefixes) {
    for (const element of matching(root, selector)) {
      const label = element.getAttribute('aria-label') ?? ''
      if (label.startsWith(from)) element.setAttribute('aria-label', to + label.slice(from.length))
    }
  }
  for (const { selector, from, to } of texts) {
    for (const element of matching(root, selector)) {
      // Only the text node React wrote, changed in place, so React's later updates still find it.
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && node.nodeValue?.trim() === from) node.nodeValue = to
      }
    }
  }
}

/**
 * Payload's checkboxes carry their field's name as a tooltip ("isSpam", "select-all", "draft"):
 * the tooltip is the checkbox's visible label instead, or none where it has no label (issue 42).
 */
export function repairCheckboxTitles(root: ParentNode) {
  for (const input of matching(root, 'input[type="checkbox"][title]') as HTMLInputElement[]) {
    if (input.title !== input.name) continue
    const label = input.closest('.checkbox-input')?.querySelector('label, .field-label')?.textContent?.trim()
    if (label) input.title = label
    else input.removeAttribute('title')
  }
}

/**
 * The dashboard cards' "+" buttons read "Vytvořit nový [object Object]": Payload 3.90 passes the
 * collection's label object where a string is expected. The card's own title is the translated
 * name, so the label is rebuilt from it with Payload's template (`createLabel`).
 */
export function repairCardLabels(root: ParentNode, createLabel: (label: string) => string) {
  for (const element of root.querySelectorAll<HTMLElement>('.card [aria-label*="[object Object]"]')) {
    const title = element.closest('.card')?.querySelector('.card__title')?.textContent?.trim()
    if (title) element.setAttribute('aria-label', createLabel(title))
  }
}
