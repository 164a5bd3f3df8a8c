/**
 * Contact data until the Settings global takes it over (content-system issue);
 * the phone prefix +420 is the spec's.
 */
export const clinicContact = {
  phone: '+420 222 000 111',
  email: 'info@aurelia-clinic.example',
  address: ['Olšanská 2666/7', '130 00 Praha 3'],
  openingHours: '7:00 - 18:00',
}
