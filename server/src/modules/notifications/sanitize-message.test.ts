import { describe, expect, it } from 'vitest';
import { escapeHtml, isSafeHref, sanitizeMessage } from './sanitize-message';

describe('sanitizeMessage', () => {
  it.each([
    [
      'keeps the allowlisted tags',
      '<p><b>a</b> <strong>b</strong> <i>c</i> <em>d</em><br /></p><ul><li>e</li></ul>',
    ],
    ['keeps an https link', '<a href="https://example.com/x?y=1&amp;z=2">link</a>'],
    ['keeps a link to a path of the app', '<a href="/c1/settings">Settings page</a>'],
  ])('%s', (_case, html) => {
    expect(sanitizeMessage(html)).toBe(html);
  });

  it.each([
    ['a script with its content', 'Hi<script>alert(1)</script>!', 'Hi!'],
    ['a style with its content', '<style>body{display:none}</style>Hi', 'Hi'],
    ['an image with onerror', 'Hi<img src=x onerror="alert(1)">', 'Hi'],
    ['an event attribute on an allowed tag', '<b onclick="alert(1)" class="x">Hi</b>', '<b>Hi</b>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="java&#115;cript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    [
      'a backslash link that browsers read as protocol-relative',
      '<a href="/\\evil.example/">x</a>',
      '<a>x</a>',
    ],
    ['a link with a tab that browsers drop', '<a href="/&#9;/evil.example/">x</a>', '<a>x</a>'],
    ['a relative link that is not a path', '<a href="settings">x</a>', '<a>x</a>'],
    [
      'a target and rel on a link',
      '<a href="https://a.example" target="_blank" rel="x">x</a>',
      '<a href="https://a.example">x</a>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe>Hi', 'Hi'],
    ['a div, keeping its text', '<div>Hi <span>there</span></div>', 'Hi there'],
    ['an svg with onload', '<svg onload="alert(1)"><circle /></svg>Hi', 'Hi'],
  ])('removes %s', (_case, html, clean) => {
    expect(sanitizeMessage(html)).toBe(clean);
  });

  it('leaves escaped markup as text', () => {
    const reason = escapeHtml('<img src=x onerror="alert(1)">');
    expect(sanitizeMessage(`Said: ${reason}`)).toBe('Said: &lt;img src=x onerror="alert(1)"&gt;');
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://example.com', true],
    ['HTTP://example.com/a', true],
    ['/calendar/settings', true],
    ['//example.com', false],
    ['/\\example.com', false],
    ['javascript:alert(1)', false],
    [' https://example.com', false],
    ['mailto:a@example.com', false],
    ['https:///example.com', false],
  ])('%j is %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
