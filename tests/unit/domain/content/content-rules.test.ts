import { describe, expect, it } from 'vitest';
import { isCurrentNotice, byPublishedDesc } from '~/domain/content/notices';
import { asksToHideOrderLinks, shouldHideOrderLinks } from '~/domain/content/order-links';
import { ARTICLES_PER_PAGE, pageCount, pageItems } from '~/domain/content/pagination';
import { ARTICLE_PATH_PATTERN, articleUrl, titleSlug, topicPageUrl } from '~/domain/content/urls';

describe('content urls', () => {
  it('builds article and topic page addresses', () => {
    expect(articleUrl('jakelu', 'jakelun-keskeytys')).toBe('/aihe/jakelu/jakelun-keskeytys');
    expect(topicPageUrl('jakelu', 1)).toBe('/aihe/jakelu');
    expect(topicPageUrl('jakelu', 3)).toBe('/aihe/jakelu/sivu/3');
  });

  it('recognises article paths but not topic pages or pagination', () => {
    expect(ARTICLE_PATH_PATTERN.test('/aihe/jakelu/ei-ole')).toBe(true);
    expect(ARTICLE_PATH_PATTERN.test('/tuote/paivan-sanomat-digi/ei-ole')).toBe(true);
    expect(ARTICLE_PATH_PATTERN.test('/aihe/jakelu')).toBe(false);
    expect(ARTICLE_PATH_PATTERN.test('/aihe/jakelu/sivu/2')).toBe(false);
  });
});

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(ARTICLES_PER_PAGE)).toBe(1);
    expect(pageCount(ARTICLES_PER_PAGE + 1)).toBe(2);
  });

  it('slices a 1-based page and gives nothing outside the range', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageItems(items, 1)).toHaveLength(20);
    expect(pageItems(items, 3)).toEqual([40, 41, 42, 43, 44]);
    expect(pageItems(items, 4)).toEqual([]);
    expect(pageItems(items, 0)).toEqual([]);
  });
});

describe('notices', () => {
  it('is current from publication through expiry', () => {
    const n = { published: '2026-11-18', expires: '2026-12-31' };
    expect(isCurrentNotice(n, '2026-11-17')).toBe(false);
    expect(isCurrentNotice(n, '2026-11-18')).toBe(true);
    expect(isCurrentNotice(n, '2026-12-31')).toBe(true);
    expect(isCurrentNotice(n, '2027-01-01')).toBe(false);
    expect(isCurrentNotice({ published: '2026-01-01' }, '2030-01-01')).toBe(true);
  });

  it('sorts newest first', () => {
    const list = [
      { published: '2026-11-02', title: 'B' },
      { published: '2026-11-18', title: 'A' },
    ].sort(byPublishedDesc);
    expect(list.map((n) => n.title)).toEqual(['A', 'B']);
  });
});

describe('order links rule (spec §2)', () => {
  it('hides with hideOrderBanner=true or origin=app', () => {
    expect(asksToHideOrderLinks(new URLSearchParams('hideOrderBanner=true'))).toBe(true);
    expect(asksToHideOrderLinks(new URLSearchParams('origin=app'))).toBe(true);
    expect(asksToHideOrderLinks(new URLSearchParams('hideOrderBanner=false&origin=web'))).toBe(
      false,
    );
  });

  it('keeps hiding for the session once the flag cookie is set', () => {
    expect(shouldHideOrderLinks(new URLSearchParams(''), 'a=1; piilota_tilauslinkit=1')).toBe(true);
    expect(shouldHideOrderLinks(new URLSearchParams(''), 'piilota_tilauslinkit=0')).toBe(false);
    expect(shouldHideOrderLinks(new URLSearchParams(''), undefined)).toBe(false);
  });
});

describe('titleSlug', () => {
  it('turns a Finnish title into a URL segment', () => {
    expect(titleSlug('Miten keskeytän lehden jakelun?')).toBe('miten-keskeytan-lehden-jakelun');
    expect(titleSlug('Åland & Öljy – 2026')).toBe('aland-oljy-2026');
  });
});
