// The gallery's only script: the site's styles and the Copy YAML buttons.
import '../styles.css';

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-copy]');
  const code = button && document.getElementById(button.dataset.copy ?? '');
  if (!button || !code) return;
  void navigator.clipboard.writeText(code.textContent ?? '').then(() => {
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = 'Copy YAML'), 1500);
  });
});
