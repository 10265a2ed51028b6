// Runs before the first paint as a blocking external script (the CSP forbids inline scripts), so a dark
// console never flashes light. It mirrors client/theme/theme-store.ts, which takes over once the app loads.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    theme = null;
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
