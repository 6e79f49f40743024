// Fields of an enclosing form take part in the search (README): they go into each request, a
// change restarts the search, a submit runs it at once instead of leaving the page.
import { useEffect } from 'react';
import { useLatest } from '../../packages/element/index.ts';
import { formFields } from './request-body.ts';

/** Returns a function that reads the form's fields as they are now (none outside a form). */
export function useEnclosingForm(
  host: HTMLElement,
  restart: (change: 'typing' | 'submit') => void,
) {
  const latest = useLatest(restart);

  // Added once per host; they call the latest `restart`.
  useEffect(() => {
    const form = host.closest('form');
    if (!form) return;
    const onChange = (event: Event) => {
      if (event.target === host) return; // our own field and boxes (retargeted) restart themselves
      latest.current(event.type === 'change' ? 'submit' : 'typing');
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      latest.current('submit');
    };
    form.addEventListener('input', onChange);
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('input', onChange);
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
    };
  }, [host, latest]);

  return () => formFields(host.closest('form'));
}
