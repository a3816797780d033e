import type { AddressChange } from '~/domain/address-changes/address-change-view';
import type { OutgoingEmail } from '../../email/outbox';
import { letter, NOT_YOU_LINE } from '../../email/letter';

interface About {
  to: string;
  productName: string;
  subscriptionNumber: string;
  change: AddressChange;
  /** The customer-service sentence when the address is checked by hand; null otherwise. */
  customerServiceNotice: string | null;
}

function changeLines(c: AddressChange): string[] {
  const when =
    c.endDate === null
      ? `Alkaen: ${c.periodLabel.replace(/^alkaen /, '')}`
      : `Ajalla: ${c.periodLabel}`;
  const address = c.nameForAddress ? `${c.nameForAddress}, ${c.addressLabel}` : c.addressLabel;
  return [when, `Uusi osoite: ${address}`];
}

/** Sent when a change is made or edited (verb: 'tallennettu' or 'päivitetty'). */
export function addressChangeSavedEmail(
  a: About,
  kind: 'address-change-created' | 'address-change-updated',
): OutgoingEmail {
  const verb = kind === 'address-change-created' ? 'tallennettu' : 'päivitetty';
  return {
    to: a.to,
    kind,
    subject: `${a.change.typeLabel} ${verb}`,
    text: letter(
      `${a.change.typeLabel} tilaukseen ${a.productName} (tilausnumero ${a.subscriptionNumber}) on ${verb}.`,
      '',
      ...changeLines(a.change),
      ...(a.customerServiceNotice === null
        ? []
        : [
            '',
            'Osoitetta ei löytynyt osoiterekisteristä, joten tarkistamme sen käsin.',
            a.customerServiceNotice,
          ]),
      '',
      a.change.changeType === 'TEMPORARY_ADDRESS_CHANGE'
        ? 'Voit muuttaa tai poistaa muutoksen tilauksen tiedoissa ennen sen alkua. Alkaneesta muutoksesta voit muuttaa päättymispäivää.'
        : 'Voit poistaa muutoksen tilauksen tiedoissa ennen sen alkua.',
      '',
      NOT_YOU_LINE,
    ),
  };
}

export function addressChangeRemovedEmail(a: Omit<About, 'customerServiceNotice'>): OutgoingEmail {
  return {
    to: a.to,
    kind: 'address-change-removed',
    subject: `${a.change.typeLabel} poistettu`,
    text: letter(
      `${a.change.typeLabel} tilaukseen ${a.productName} (tilausnumero ${a.subscriptionNumber}) on poistettu.`,
      'Lehti tulee edelleen tilauksen nykyiseen osoitteeseen.',
      '',
      ...changeLines(a.change),
      '',
      NOT_YOU_LINE,
    ),
  };
}
