// The pure rules behind the three search tags, without rendering.
import { expect } from '../../packages/test-utils/index.ts';
import { defaultEndpoint } from './endpoint.ts';
import { decodeEntities } from './entities.ts';
import { highlight } from './highlight.ts';
import {
  availableScopes,
  initialScopes,
  scopePostType,
  toggleScope,
  type ScopeContext,
} from './popover-scope.ts';
import { parsePostTypeParam, splitTypeList, toPostType } from './post-type.ts';
import { popoverMaySearch, resultsMaySearch } from './query.ts';
import { formFields, resultsRequestBody } from './request-body.ts';
import { ALL_TYPES, filtersFromTypes, filtersPostType, toggleFilter } from './result-filters.ts';
import { excerptText, readAnswer, safeHref } from './results.ts';
import { savedView, withSavedView } from './search-history.ts';
import { readSearchParams, syncedAddress, viewAllUrl } from './search-url.ts';
import { triggerScope } from './SearchTrigger.tsx';
import { SPEC_RESOURCE_TYPES } from './test-support.ts';
import { readTypeOptions, withCheckedTypes } from './type-options.ts';

const news: ScopeContext = { currentType: 'news', customTypes: ['webinars', 'events'] };
const product: ScopeContext = { currentType: 'product', customTypes: [] };

describe('search rules', () => {
  describe('marking the searched words', () => {
    const marked = (text: string, query: string) =>
      highlight(text, query)
        .filter((piece) => piece.mark)
        .map((piece) => piece.text);
    it('marks every occurrence of every word, whatever its case and accents, and keeps the text whole', () => {
      expect(marked('Émoji in SMS, and émojis in sms', 'emoji SMS')).to.deep.equal([
        'Émoji',
        'SMS',
        'émoji',
        'sms',
      ]);
      const pieces = highlight('Émoji in SMS', 'emoji');
      expect(pieces.map((piece) => piece.text).join('')).to.equal('Émoji in SMS');
      expect(pieces).to.deep.equal([
        { text: 'Émoji', mark: true },
        { text: ' in SMS', mark: false },
      ]);
    });
    it('joins overlapping and touching words into one mark', () => {
      expect(marked('WhatsApp', 'whats app')).to.deep.equal(['WhatsApp']);
      expect(marked('abcabc', 'bca')).to.deep.equal(['bca']);
    });
    it('keeps characters outside the basic plane whole, and marks nothing for an empty query', () => {
      expect(marked('Chat 💬 chat', 'chat')).to.deep.equal(['Chat', 'chat']);
      expect(highlight('Chat 💬', '  ')).to.deep.equal([{ text: 'Chat 💬', mark: false }]);
      expect(highlight('', 'sms')).to.deep.equal([]);
    });
  });

  describe('popover scope checkboxes', () => {
    it('offers current only with a content type and custom only with a custom list', () => {
      expect(availableScopes(news)).to.deep.equal(['all', 'resources', 'current', 'custom']);
      expect(availableScopes({ customTypes: [] })).to.deep.equal(['all', 'resources']);
    });
    it("'all' is exclusive with the others", () => {
      expect(toggleScope(['all'], 'current', true, news)).to.deep.equal(['current']);
      expect(toggleScope(['current', 'custom'], 'all', true, news)).to.deep.equal(['all']);
    });
    it('checking resources also checks current when the current type is a resource type', () => {
      expect(toggleScope(['all'], 'resources', true, news)).to.deep.equal(['resources', 'current']);
      expect(toggleScope(['all'], 'resources', true, product)).to.deep.equal(['resources']);
    });
    it("nothing checked re-checks 'all'", () => {
      expect(toggleScope(['current'], 'current', false, news)).to.deep.equal(['all']);
      expect(toggleScope(['all'], 'all', false, news)).to.deep.equal(['all']);
    });
    it('post_type: any, the 13 resource types, the current type, the custom list, or the union', () => {
      expect(scopePostType(['all'], news)).to.equal('any');
      expect(scopePostType(['resources'], product)).to.deep.equal([...SPEC_RESOURCE_TYPES]);
      expect(scopePostType(['current'], news)).to.equal('news');
      expect(scopePostType(['custom'], news)).to.deep.equal(['webinars', 'events']);
      expect(scopePostType(['current', 'custom'], news)).to.deep.equal([
        'news',
        'webinars',
        'events',
      ]);
      expect(scopePostType(initialScopes('resources', product), product)).to.have.length(13);
    });
    it('a trigger scope that is unknown, or custom without types, reads as all', () => {
      expect(triggerScope('resources', []).scope).to.equal('resources');
      expect(triggerScope('nonsense', []).scope).to.equal('all');
      expect(triggerScope('custom', []).scope).to.equal('all');
      expect(triggerScope(undefined, []).scope).to.equal('all');
      expect(splitTypeList(' Webinars, events,,webinars ')).to.deep.equal(['webinars', 'events']);
    });
  });

  describe('results page checkboxes', () => {
    it("'all' is forced on when nothing else is checked", () => {
      expect(
        toggleFilter(
          { all: false, resources: false, types: ['news'] },
          { box: 'type', type: 'news', checked: false },
        ),
      ).to.deep.equal(ALL_TYPES);
      expect(toggleFilter(ALL_TYPES, { box: 'all', checked: false })).to.deep.equal(ALL_TYPES);
    });
    it("checking resources or a type unchecks 'all'; 'all' sends any; resources sends the list", () => {
      const resources = toggleFilter(ALL_TYPES, { box: 'resources', checked: true });
      expect(resources).to.deep.equal({ all: false, resources: true, types: [] });
      expect(filtersPostType(resources)).to.deep.equal([...SPEC_RESOURCE_TYPES]);
      const typed = toggleFilter(ALL_TYPES, { box: 'type', type: 'page', checked: true });
      expect(filtersPostType(typed)).to.equal('page');
      expect(filtersPostType(toggleFilter(typed, { box: 'all', checked: true }))).to.equal('any');
    });
    it('reads the URL types back into boxes', () => {
      expect(filtersFromTypes(null)).to.deep.equal(ALL_TYPES);
      expect(filtersFromTypes([...SPEC_RESOURCE_TYPES, 'page'])).to.deep.equal({
        all: false,
        resources: true,
        types: ['page'],
      });
      expect(filtersFromTypes(['news'])).to.deep.equal({
        all: false,
        resources: false,
        types: ['news'],
      });
    });
    it('type options come from JSON, and checked types missing from them get a box', () => {
      const { options, problem } = readTypeOptions([
        { value: 'News', label: 'News' },
        { label: 'no value' },
        { value: 'page' },
      ]);
      expect(options).to.deep.equal([
        { value: 'news', label: 'News' },
        { value: 'page', label: 'Page' },
      ]);
      expect(problem).to.be.a('string');
      expect(readTypeOptions({}).problem).to.be.a('string');
      expect(
        withCheckedTypes(options, ['news', 'product-updates']).map((option) => option.label),
      ).to.deep.equal(['News', 'Page', 'Product updates']);
    });
  });

  describe('queries and requests', () => {
    it('popover needs 3 characters; the results page also runs an empty query', () => {
      expect([
        popoverMaySearch('ab'),
        popoverMaySearch(' abc '),
        popoverMaySearch(''),
      ]).to.deep.equal([false, true, false]);
      expect([
        resultsMaySearch(''),
        resultsMaySearch('a'),
        resultsMaySearch('ab'),
        resultsMaySearch('abc'),
      ]).to.deep.equal([true, false, false, true]);
    });
    it('one type stays a scalar, several become a list, none is any', () => {
      expect([toPostType([]), toPostType(['news']), toPostType(['news', 'page'])]).to.deep.equal([
        'any',
        'news',
        ['news', 'page'],
      ]);
      expect(parsePostTypeParam(['news,page'])).to.deep.equal(['news', 'page']);
      expect(parsePostTypeParam(['any'])).to.equal(null);
    });
    it('form fields: repeated names become lists, single values stay scalar; our fields win', () => {
      const form = document.createElement('form');
      const add = (name: string, value: string) => {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      };
      add('region', 'emea');
      add('tag', 'a');
      add('tag', 'b');
      add('s', 'ignored');
      const body = resultsRequestBody(formFields(form), {
        query: 'q',
        lang: 'en',
        postType: 'any',
        perPage: 20,
        page: 2,
      });
      expect(body).to.deep.equal({
        region: 'emea',
        tag: ['a', 'b'],
        s: 'q',
        lang: 'en',
        post_type: 'any',
        per_page: 20,
        page: 2,
      });
      expect(formFields(null)).to.deep.equal({});
    });
    it('the endpoint is {restBase}infobip2024/v1/search', () => {
      expect(defaultEndpoint('/wp-json/')).to.equal('/wp-json/infobip2024/v1/search');
      expect(defaultEndpoint('https://example.com/wp-json')).to.equal(
        'https://example.com/wp-json/infobip2024/v1/search',
      );
    });
  });

  describe('addresses', () => {
    it('view all: s, lang, post_type and a bare custom flag', () => {
      expect(viewAllUrl('/', { query: 'a b&c', lang: 'en', postType: 'any' })).to.equal(
        '/?s=a%20b%26c&lang=en&post_type=any',
      );
      expect(
        viewAllUrl('/search?x=1#top', {
          query: 'sms',
          lang: 'de',
          postType: ['webinars', 'events'],
          custom: true,
        }),
      ).to.equal('/search?x=1&s=sms&lang=de&post_type=webinars,events&custom#top');
    });
    it('reads and rewrites the results page address, keeping other parameters', () => {
      expect(readSearchParams('?s=sms&lang=de&post_type=news,page&custom')).to.deep.equal({
        query: 'sms',
        hasQuery: true,
        types: ['news', 'page'],
        lang: 'de',
        custom: true,
      });
      expect(
        syncedAddress('https://site.test/?utm=1&s=old&custom#r', {
          query: 'new',
          lang: 'en',
          postType: 'news',
        }),
      ).to.equal('/?utm=1&s=new&lang=en&post_type=news#r');
    });
  });

  describe('history entries', () => {
    it('read back a saved view only when it is usable, at most 10 pages', () => {
      expect(savedView({ ibSearch: { pages: 3, scroll: 850 } })).to.deep.equal({
        pages: 3,
        scroll: 850,
      });
      expect(savedView({ ibSearch: { pages: 40, scroll: -5 } })).to.deep.equal({
        pages: 10,
        scroll: 0,
      });
      expect([
        savedView(null),
        savedView({ ibSearch: { pages: 0 } }),
        savedView({ ibSearch: { pages: 1.5 } }),
        savedView('x'),
      ]).to.deep.equal([null, null, null, null]);
    });
    it("keep the page's own state keys beside the saved view", () => {
      expect(withSavedView({ theme: 1 }, { pages: 2, scroll: 10.6 })).to.deep.equal({
        theme: 1,
        ibSearch: { pages: 2, scroll: 11 },
      });
      expect(withSavedView({ theme: 1, ibSearch: { pages: 2, scroll: 0 } }, null)).to.deep.equal({
        theme: 1,
      });
      expect(withSavedView({ ibSearch: { pages: 2, scroll: 0 } }, null)).to.equal(null);
      expect(withSavedView('not an object', { pages: 1, scroll: 0 })).to.deep.equal({
        ibSearch: { pages: 1, scroll: 0 },
      });
    });
  });

  describe('answers', () => {
    it('decodes entities once, without building DOM', () => {
      expect(
        decodeEntities('Q&amp;A &#8211; What&#8217;s &#x27;new&#x27; &hellip; &bogus;'),
      ).to.equal("Q&A – What’s 'new' … &bogus;");
      expect(decodeEntities('&amp;lt;b&amp;gt;')).to.equal('&lt;b&gt;');
      expect(decodeEntities('&#0;&#xD800;')).to.equal('\ufffd\ufffd');
    });
    it('excerpts lose tags and script bodies; links must be http(s) or relative', () => {
      expect(
        excerptText('<p>Hi <script>alert(1)</script><b>there</b> &amp; you</p><!-- x -->'),
      ).to.equal('Hi there & you');
      expect(safeHref('javascript:alert(1)', 'https://site.test/')).to.equal(undefined);
      expect(safeHref(' data:text/html,x', 'https://site.test/')).to.equal(undefined);
      expect(safeHref('/blog/a/', 'https://site.test/')).to.equal('/blog/a/');
    });
    it('reads malformed answers as no results', () => {
      expect(readAnswer(null, 'https://site.test/')).to.deep.equal({ results: [], totalPages: 0 });
      expect(readAnswer({ results: 'x', totalPages: 'many' }, 'https://site.test/')).to.deep.equal({
        results: [],
        totalPages: 0,
      });
      const answer = readAnswer(
        {
          results: [
            {
              title: 'A &amp; B',
              url: '/a/',
              date: '2026-01-02T10:00:00',
              post_type_label: 'News',
            },
          ],
          totalPages: 4,
        },
        'https://site.test/',
      );
      expect(answer).to.deep.equal({
        results: [
          { title: 'A & B', url: '/a/', typeLabel: 'News', excerpt: '', date: '2026-01-02' },
        ],
        totalPages: 4,
      });
    });
  });
});
