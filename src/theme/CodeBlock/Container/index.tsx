// Swizzled (ejected) from theme-classic 3.10: the original sets the Prism theme's colours as an
// inline style and re-renders every block when the colour mode changes. The stylesheet from
// plugins/code-theme sets the same CSS variables for both modes, so blocks need neither.
import type {ComponentProps, ElementType, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends ElementType>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  return <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
