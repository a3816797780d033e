import type { Db } from '../client';
import { copytexts } from '../schema/system';

// Starting texts only: an editor may have changed them since, so existing keys are kept.
const texts = [
  {
    key: 'subscriptions.intro',
    title: 'Tilauksesi',
    body: 'Täällä näet voimassa olevat ja viimeisen vuoden aikana päättyneet tilauksesi. Voit keskeyttää jakelun, muuttaa osoitetta ja jakaa lukuoikeuksia perheellesi.',
  },
  {
    key: 'invoices.intro',
    title: 'Laskut',
    body: 'Täällä näet avoimet laskusi ja vuoden ajalta maksetut laskut. Maksun kirjautuminen kestää 1–3 pankkipäivää.',
  },
  {
    key: 'login.help',
    title: 'Ongelmia kirjautumisessa?',
    body: 'Käyttäjätunnuksesi on sähköpostiosoitteesi. Jos olet unohtanut salasanasi, voit tilata uuden sähköpostiisi.',
  },
  {
    key: 'reading-rights.intro',
    title: 'Lukuoikeudet',
    body: 'Voit jakaa digilehden lukuoikeuden samassa taloudessa asuville. Kutsu lähetetään sähköpostilla.',
  },
  {
    key: 'company.intro',
    title: 'Yrityksen tilaukset',
    body: 'Yrityksen pääkäyttäjänä voit hallita lukijoita ja yrityksen laskutustietoja.',
  },
];

export async function seedCopytexts(db: Db): Promise<void> {
  await db.insert(copytexts).values(texts).onConflictDoNothing({ target: copytexts.key });
}
