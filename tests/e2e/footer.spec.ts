import {expect, test} from '@playwright/test';
import {visit} from './visit';

test('the footer has docs, community and project links, a logo and the 2024 copyright', async ({page}) => {
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  const expected: [string, string][] = [
    ['Tutorials', '/docs/tutorials/'],
    ['API reference', '/api'],
    ['Code of Conduct', 'https://graphql.org/codeofconduct/'],
    ['Stack Overflow', 'https://stackoverflow.com/questions/tagged/graphql-js'],
    ['Discord', 'https://discord.graphql.org'],
    ['GitHub', 'https://github.com/graphql/graphql-js'],
    ['GraphQL Foundation', 'https://graphql.org/foundation/'],
    ['GraphQL specification', 'https://spec.graphql.org/'],
    ['GraphQL working group', 'https://github.com/graphql/graphql-wg'],
  ];
  for (const [name, href] of expected) {
    // External links carry a visually hidden "(opens in new tab)" in their names.
    const link = footer.getByRole('link', {name: new RegExp(`^${name}\\s*(\\(opens in new tab\\))?$`)});
    await expect(link).toHaveAttribute('href', href);
  }
  for (const title of ['Docs', 'Community', 'Project']) {
    await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
  }
  await expect(footer.getByRole('img', {name: 'graphql-js logo'})).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2024');
});
