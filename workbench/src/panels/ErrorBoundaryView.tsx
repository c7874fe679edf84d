/** Shown instead of a blank page when rendering throws: the error and a way out. */
export function ErrorFallback(props: { readonly error: unknown; readonly reset: () => void }) {
  const message = (): string => (props.error instanceof Error ? `${props.error.name}: ${props.error.message}` : String(props.error));
  return (
    <div class="crash" data-testid="crash">
      <h2>Something went wrong in the workbench</h2>
      <pre>{message()}</pre>
      <p>Your work is autosaved. Try again, or reload the page.</p>
      <button onClick={() => props.reset()}>Try again</button> <button onClick={() => location.reload()}>Reload</button>
    </div>
  );
}
