import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseExcerpt} from '../../src/components/SearchModal/excerpt';

describe('parseExcerpt', () => {
  it('splits a Pagefind excerpt into plain and highlighted text', () => {
    assert.deepEqual(parseExcerpt('Use <mark>GraphQLObjectType</mark> for <mark>object</mark> types.'), [
      {text: 'Use ', highlighted: false},
      {text: 'GraphQLObjectType', highlighted: true},
      {text: ' for ', highlighted: false},
      {text: 'object', highlighted: true},
      {text: ' types.', highlighted: false},
    ]);
  });

  it('decodes entities into text rather than markup', () => {
    assert.deepEqual(parseExcerpt('&lt;img src=x onerror=alert(1)&gt; &amp; <mark>&quot;x&quot;</mark> &#39;y&#x27;'), [
      {text: '<img src=x onerror=alert(1)> & ', highlighted: false},
      {text: '"x"', highlighted: true},
      {text: " 'y'", highlighted: false},
    ]);
  });

  it('keeps any other tag as literal text and leaves unknown or invalid entities alone', () => {
    assert.deepEqual(parseExcerpt('<b>bold</b> &bogus; &#0; &#x110000;'), [
      {text: '<b>bold</b> &bogus; &#0; &#x110000;', highlighted: false},
    ]);
  });

  it('handles empty and non-Latin text', () => {
    assert.deepEqual(parseExcerpt(''), []);
    assert.deepEqual(parseExcerpt('日本語 <mark>テキスト</mark> 🚀'), [
      {text: '日本語 ', highlighted: false},
      {text: 'テキスト', highlighted: true},
      {text: ' 🚀', highlighted: false},
    ]);
  });
});
