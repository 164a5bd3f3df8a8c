import type { StrengthLanguage } from '../password-strength'

/** The second-factor screen and answers, in the admin's languages (Czech the fallback). */
export type SecondFactorLanguage = StrengthLanguage

export function secondFactorLanguage(language: string | undefined): SecondFactorLanguage {
  return language === 'en' || language === 'de' ? language : 'cs'
}

export const secondFactorTexts = {
  cs: {
    title: 'Druhé ověření',
    enrolTitle: 'Nastavte si druhé ověření',
    enrolIntro:
      'Váš účet otevírá poptávky pacientů, proto se kromě hesla přihlašujete i kódem z aplikace v telefonu (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…).',
    enrolStep1: 'Naskenujte QR kód aplikací, nebo do ní opište tento klíč:',
    qrAlt: 'QR kód pro aplikaci s ověřovacími kódy',
    secretLabel: 'Klíč pro ruční zadání',
    enrolStep2: 'Zadejte šestimístný kód, který aplikace ukazuje:',
    codeLabel: 'Kód z aplikace',
    confirm: 'Potvrdit',
    verifyTitle: 'Zadejte kód z aplikace',
    verifyIntro: 'Otevřete aplikaci s ověřovacími kódy a zadejte šestimístný kód pro tento účet.',
    verify: 'Ověřit',
    recoveryLabel: 'Nebo jeden z jednorázových záchranných kódů',
    codesTitle: 'Vaše záchranné kódy',
    codesIntro:
      'Každý kód otevře účet jednou, když nebudete mít telefon po ruce. Uložte si je hned (vytiskněte nebo do správce hesel); znovu už je neuvidíte.',
    continue: 'Uložil(a) jsem si je, pokračovat',
    logout: 'Odhlásit se',
    wrongCode: 'Kód nesouhlasí nebo už byl použit. Zadejte aktuální kód z aplikace.',
    expired: 'Nastavení vypršelo. Začněte prosím znovu s novým QR kódem.',
    renewed:
      'Předchozí klíč po 30 minutách vypršel, proto jsme vytvořili nový. Naskenujte prosím znovu QR kód níže (nebo opište nový klíč) a starý záznam v aplikaci smažte: jeho kódy už nebudou platit.',
    tooMany: 'Příliš mnoho chybných kódů z aplikace. Zkuste to prosím za několik minut, nebo se přihlaste jedním ze záchranných kódů.',
    tooManyRecovery: 'Příliš mnoho chybných záchranných kódů. Zkuste to prosím za několik minut.',
    required: 'Tento účet musí nejdřív projít druhým ověřením (/admin/second-factor).',
    demoBanner:
      'Ukázková verze: tento ukázkový účet se přihlašuje bez druhého ověření. Na ostrém webu musí každý administrátor a recepce mít druhé ověření.',
  },
  en: {
    title: 'Second factor',
    enrolTitle: 'Set up your second factor',
    enrolIntro:
      "Your account opens patients' inquiries, so besides your password you sign in with a code from an app on your phone (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…).",
    enrolStep1: 'Scan the QR code with the app, or type this key into it:',
    qrAlt: 'QR code for the authenticator app',
    secretLabel: 'Key for typing in',
    enrolStep2: 'Enter the six-digit code the app shows:',
    codeLabel: 'Code from the app',
    confirm: 'Confirm',
    verifyTitle: 'Enter the code from your app',
    verifyIntro: 'Open your authenticator app and enter the six-digit code for this account.',
    verify: 'Verify',
    recoveryLabel: 'Or one of your one-time recovery codes',
    codesTitle: 'Your recovery codes',
    codesIntro:
      "Each code opens your account once when you don't have your phone. Keep them now (print them or put them in a password manager); you won't see them again.",
    continue: "I've kept them, continue",
    logout: 'Log out',
    wrongCode: 'The code does not match or was used already. Enter the current code from the app.',
    expired: 'The set-up expired. Please start again with a new QR code.',
    renewed:
      'The previous key expired after 30 minutes, so a new one was made. Please scan the QR code below again (or type in the new key) and delete the old entry in the app: its codes will no longer work.',
    tooMany: 'Too many wrong codes from the app. Please try again in a few minutes, or sign in with one of your recovery codes.',
    tooManyRecovery: 'Too many wrong recovery codes. Please try again in a few minutes.',
    required: 'This account must pass its second factor first (/admin/second-factor).',
    demoBanner:
      'Demo: this demo account signs in without a second factor. On the live site every administrator and receptionist must have one.',
  },
  de: {
    title: 'Zweiter Faktor',
    enrolTitle: 'Richten Sie Ihren zweiten Faktor ein',
    enrolIntro:
      'Ihr Konto öffnet Anfragen von Patienten; deshalb melden Sie sich außer mit dem Passwort mit einem Code aus einer App auf Ihrem Telefon an (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…).',
    enrolStep1: 'Scannen Sie den QR-Code mit der App oder geben Sie diesen Schlüssel ein:',
    qrAlt: 'QR-Code für die Authenticator-App',
    secretLabel: 'Schlüssel zur manuellen Eingabe',
    enrolStep2: 'Geben Sie den sechsstelligen Code ein, den die App zeigt:',
    codeLabel: 'Code aus der App',
    confirm: 'Bestätigen',
    verifyTitle: 'Geben Sie den Code aus Ihrer App ein',
    verifyIntro: 'Öffnen Sie Ihre Authenticator-App und geben Sie den sechsstelligen Code für dieses Konto ein.',
    verify: 'Prüfen',
    recoveryLabel: 'Oder einer Ihrer Einmal-Wiederherstellungscodes',
    codesTitle: 'Ihre Wiederherstellungscodes',
    codesIntro:
      'Jeder Code öffnet Ihr Konto einmal, wenn Sie Ihr Telefon nicht dabeihaben. Bewahren Sie sie jetzt auf (ausdrucken oder im Passwortmanager); Sie sehen sie nicht wieder.',
    continue: 'Aufbewahrt, weiter',
    logout: 'Abmelden',
    wrongCode: 'Der Code stimmt nicht oder wurde schon verwendet. Geben Sie den aktuellen Code aus der App ein.',
    expired: 'Die Einrichtung ist abgelaufen. Bitte beginnen Sie mit einem neuen QR-Code von vorn.',
    renewed:
      'Der bisherige Schlüssel ist nach 30 Minuten abgelaufen, deshalb wurde ein neuer erstellt. Bitte scannen Sie den QR-Code unten erneut (oder geben Sie den neuen Schlüssel ein) und löschen Sie den alten Eintrag in der App: seine Codes gelten nicht mehr.',
    tooMany:
      'Zu viele falsche Codes aus der App. Bitte versuchen Sie es in einigen Minuten erneut oder melden Sie sich mit einem Ihrer Wiederherstellungscodes an.',
    tooManyRecovery: 'Zu viele falsche Wiederherstellungscodes. Bitte versuchen Sie es in einigen Minuten erneut.',
    required: 'Dieses Konto muss zuerst seinen zweiten Faktor bestehen (/admin/second-factor).',
    demoBanner:
      'Demo: Dieses Demo-Konto meldet sich ohne zweiten Faktor an. Auf der Live-Website braucht jede Administration und Rezeption einen.',
  },
} as const

export type SecondFactorError = 'wrongCode' | 'expired' | 'tooMany' | 'tooManyRecovery'
export const secondFactorErrors: SecondFactorError[] = ['wrongCode', 'expired', 'tooMany', 'tooManyRecovery']
