import { useEffect } from 'react';

/**
 * Sets the window title to what the page turned out to show (a confirmation, or "not found"),
 * in the layout's form "{title} | Asiakaspalvelu"; null leaves the shell's title.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} | Asiakaspalvelu`;
  }, [title]);
}
