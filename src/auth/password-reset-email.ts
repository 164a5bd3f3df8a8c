/**
 * The password-reset e-mail, in Czech and English (staff use the admin in either). The site is
 * named by the clinic's name from Settings when one is set, else the e-mail names none.
 */
export function passwordResetEmail(resetUrl: string, clinicName?: string): { subject: string; text: string } {
  const site = clinicName ? ` ${clinicName}` : ''
  return {
    subject: `Obnovení hesla / Password reset${clinicName ? ` – ${clinicName}` : ''}`,
    text: [
      'Dobrý den,',
      '',
      `někdo (nejspíš vy) požádal o nové heslo k vašemu účtu v administraci webu${site}.`,
      'Nové heslo nastavíte na této adrese, platné jednu hodinu:',
      '',
      resetUrl,
      '',
      'Pokud jste o nové heslo nežádali, e-mail ignorujte: vaše heslo zůstává beze změny.',
      '',
      '---',
      '',
      'Hello,',
      '',
      `someone (probably you) asked for a new password for your account in the${site} website admin.`,
      'Set a new password at this address, valid for one hour:',
      '',
      resetUrl,
      '',
      'If you did not ask for it, ignore this e-mail: your password stays unchanged.',
      '',
    ].join('\n'),
  }
}
