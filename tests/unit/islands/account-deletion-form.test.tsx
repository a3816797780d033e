import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AccountDeletionStatus } from '~/domain/account-deletion/deletion-status';
import { DeletionFields } from '~/islands/account/account-deletion-fields';
import { DeletionRefusal } from '~/islands/account/account-deletion-refusal';
import { AccountDeletionForm } from '~/islands/account/account-deletion-form';

const allowed: AccountDeletionStatus = {
  mayDelete: true,
  activeSubscriptions: [],
  openInvoices: [],
  questionnaire: false,
  companyLogin: false,
};
const fields = (status: AccountDeletionStatus) =>
  renderToString(
    createElement(DeletionFields, { status, onDeleted: () => {}, onRefused: () => {} }),
  );

describe('the account deletion island', () => {
  it('renders no password field on the server: the form comes with the verdict', () => {
    const html = renderToString(createElement(AccountDeletionForm, {}));
    expect(html).toContain('Poistoa ei voi perua.');
    expect(html).toContain('Ladataan…');
    expect(html).not.toContain('type="password"');
  });

  it('asks the password and the confirmation, and posts if ever submitted natively', () => {
    const html = fields(allowed);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('type="password"');
    expect(html).toContain('Tiedän, että poistoa ei voi perua');
    expect(html).not.toContain('Miksi poistat käyttäjätilisi?');
  });

  it('offers the questionnaire only with the flag, and tells a company user what stays', () => {
    const html = fields({ ...allowed, questionnaire: true, companyLogin: true });
    expect(html).toContain('Miksi poistat käyttäjätilisi? (vapaaehtoinen)');
    expect(html).toContain('En halua, että tietojani säilytetään');
    expect(html).toContain('Vastaukset tallennetaan nimettöminä palautteena.');
    expect(html).toContain('yrityksen tilaukset ja tiedot säilyvät');
  });

  it('links each obstacle of a refusal to where it is dealt with', () => {
    const html = renderToString(
      createElement(DeletionRefusal, {
        status: {
          ...allowed,
          mayDelete: false,
          activeSubscriptions: [
            {
              subscriptionNumber: '2000001',
              productName: 'Päivän Sanomat 7 pv',
              mainSubscriptionNumber: null,
              endsOn: null,
            },
            {
              subscriptionNumber: '2000011',
              productName: 'Ristikkolisä',
              mainSubscriptionNumber: '2000001',
              endsOn: null,
            },
            {
              subscriptionNumber: '2000003',
              productName: 'Koti & Puutarha Digi',
              mainSubscriptionNumber: null,
              endsOn: '2026-12-12',
            },
          ],
          openInvoices: [{ invoiceNumber: '50000004' }],
        },
      }),
    );
    expect(html).toContain('href="/tilaukset/mieti-viela?tilaus=2000001"');
    // An add-on has its own flow; a cancelled one has nothing left to end (issue 30 item 14).
    expect(html).toContain(
      'href="/tilaukset/mieti-viela-lisatilaus?tilaus=2000001&amp;lisatilaus=2000011"',
    );
    expect(html).not.toContain('tilaus=2000003"');
    expect(html).toContain('lopetettu, päättyy 12.12.2026.');
    expect(html).toContain('href="/laskut/tiedot?lasku=50000004"');
  });
});
