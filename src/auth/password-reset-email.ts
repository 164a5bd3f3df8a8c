/** The password-reset e-mail, in Czech and English (staff use the admin in either). */
export function passwordResetEmail(resetUrl: string): { subject: string; text: string } {
  return {
    subject: 'Obnovení hesla / Password reset – Aurelia Clinic',
    text: [
      'Dobrý den,',
      '',
      'někdo (nejspíš vy) požádal o nové heslo k vašemu účtu v administraci webu Aurelia Clinic.',
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
      'someone (probably you) asked for a new password for your account in the Aurelia Clinic website admin.',
      'Set a new password at this address, valid for one hour:',
      '',
      resetUrl,
      '',
      'If you did not ask for it, ignore this e-mail: your password stays unchanged.',
      '',
    ].join('\n'),
  }
}
