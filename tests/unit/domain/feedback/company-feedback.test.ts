import { describe, expect, it } from 'vitest';
import { companyFeedbackInputSchema, isTrapped } from '~/domain/feedback/company-feedback';
import { contactEmailProblem, replyAddress } from '~/domain/feedback/contact-email';
import { companyFeedbackTopicSchema } from '~/domain/feedback/enums';
import {
  COMPANY_FEEDBACK_TOPIC_LABELS,
  FEEDBACK_TEXT_MAX,
  feedbackNextSteps,
} from '~/domain/feedback/feedback-texts';

const valid = {
  topic: 'ADDRESS_CHANGE',
  product: 'Hämeen Viesti',
  message: '  Toimipisteemme muuttaa.  ',
  contactEmail: 'ostaja@yritys.example',
  replyByEmail: true,
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = companyFeedbackInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('companyFeedbackInputSchema', () => {
  it('accepts the form and trims the text', () => {
    const parsed = companyFeedbackInputSchema.parse(valid);
    expect(parsed.message).toBe('Toimipisteemme muuttaa.');
    expect(companyFeedbackInputSchema.parse({ topic: 'LOGIN', message: 'x' })).toEqual({
      topic: 'LOGIN',
      message: 'x',
    });
  });

  it('requires a company topic (spec §4)', () => {
    expect(fieldErrors({ ...valid, topic: '' })).toEqual({ topic: 'Aihe on pakollinen tieto' });
    expect(fieldErrors({ ...valid, topic: undefined })).toEqual({
      topic: 'Aihe on pakollinen tieto',
    });
    expect(fieldErrors({ ...valid, topic: 'CONTENT' })).toEqual({
      topic: 'Aihe on pakollinen tieto',
    });
  });

  it('requires the text and limits it to 2000 characters', () => {
    expect(FEEDBACK_TEXT_MAX).toBe(2000);
    expect(fieldErrors({ ...valid, message: ' ' })).toEqual({
      message: 'Viesti on pakollinen tieto',
    });
    expect(fieldErrors({ ...valid, message: 'a'.repeat(2001) })).toEqual({
      message: 'Kirjoita enintään 2000 merkkiä.',
    });
    expect(fieldErrors({ ...valid, message: 'a'.repeat(2000) })).toEqual({});
  });

  it('checks the e-mail address when one is given', () => {
    expect(fieldErrors({ ...valid, contactEmail: 'ei-osoite' })).toEqual({
      contactEmail: 'Tarkista sähköpostiosoite. Sen muoto on esimerkiksi nimi@esimerkki.fi.',
    });
    expect(fieldErrors({ ...valid, contactEmail: '' })).toEqual({});
  });

  it('limits the product name and refuses unknown fields', () => {
    expect(fieldErrors({ ...valid, product: 'x'.repeat(101) })).toEqual({
      product: 'Kirjoita enintään 100 merkkiä.',
    });
    expect(companyFeedbackInputSchema.safeParse({ ...valid, device: 'iPhone' }).success).toBe(
      false,
    );
  });
});

describe('contact e-mail', () => {
  it('answers to the address typed, else to the login', () => {
    expect(replyAddress('a@b.fi', 'tili@b.fi')).toBe('a@b.fi');
    expect(replyAddress('', 'tili@b.fi')).toBe('tili@b.fi');
    expect(replyAddress(undefined, null)).toBeNull();
  });

  it('is required without a login', () => {
    expect(contactEmailProblem('', null)).toBe('Sähköpostiosoite on pakollinen tieto');
    expect(contactEmailProblem(undefined, null)).toBe('Sähköpostiosoite on pakollinen tieto');
    expect(contactEmailProblem('', 'tili@b.fi')).toBeNull();
    expect(contactEmailProblem('a@b.fi', null)).toBeNull();
  });
});

describe('honeypot and texts', () => {
  it('traps only a filled hidden field', () => {
    expect(isTrapped({})).toBe(false);
    expect(isTrapped({ website: '  ' })).toBe(false);
    expect(isTrapped({ website: 'http://x' })).toBe(true);
  });

  it('names every company topic in Finnish, in the order of spec §2', () => {
    expect(Object.keys(COMPANY_FEEDBACK_TOPIC_LABELS).sort()).toEqual(
      [...companyFeedbackTopicSchema.options].sort(),
    );
    expect(Object.values(COMPANY_FEEDBACK_TOPIC_LABELS)).toEqual([
      'Laskutustiedot',
      'Jakelun keskeytys',
      'Osoitteenmuutos',
      'Muut muutokset tilaukseen',
      'Muut laskutus- ja maksuasiat',
      'Jakeluhäiriö',
      'Yleinen palaute',
      'Kirjautuminen',
      'Digipalvelut ja sovellukset',
    ]);
  });

  it('says what happens next', () => {
    expect(feedbackNextSteps(true)).toBe(
      'Asiakaspalvelumme käsittelee viestisi 1–3 arkipäivässä ja vastaa sinulle sähköpostitse.',
    );
    expect(feedbackNextSteps(false)).toContain('Jos asiasi vaatii vastauksen');
  });
});
