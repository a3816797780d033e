import type { ShareAudience } from '~/domain/reading-rights/invite-texts';
import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The invitation with its activation link (spec §3 Reading-right invite), to the invitee. */
export function inviteEmail(input: {
  to: string;
  sharerName: string;
  productName: string;
  audience: ShareAudience;
  link: string;
}): OutgoingEmail {
  const who =
    input.audience === 'EMPLOYEES'
      ? `${input.sharerName} on jakanut sinulle työntekijänä digilukuoikeuden tuotteeseen ${input.productName}.`
      : `${input.sharerName} on jakanut sinulle taloutensa digilukuoikeuden tuotteeseen ${input.productName}.`;
  return {
    to: input.to,
    kind: 'reading-right-invited',
    subject: `Sinulle on jaettu digilukuoikeus: ${input.productName}`,
    text: letter(
      who,
      '',
      `Aktivoi lukuoikeus avaamalla alla oleva linkki ja kirjautumalla sisään tällä sähköpostiosoitteella (${input.to}):`,
      input.link,
      '',
      ...(input.audience === 'HOUSEHOLD'
        ? ['Lukuoikeuden voi aktivoida vain samassa osoitteessa asuva.']
        : []),
      'Lukuoikeus on henkilökohtainen, eikä sitä voi siirtää eteenpäin. Linkin voi käyttää vain kerran.',
      'Jos sinulla ei vielä ole käyttäjätunnusta, voit luoda sen linkin avaamalla sivulla tällä sähköpostiosoitteella.',
    ),
  };
}
