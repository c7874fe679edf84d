import { ErrorBoundary, render } from 'solid-js/web';
import { App } from './App.tsx';
import { ErrorFallback } from './panels/ErrorBoundaryView.tsx';
import './app.css';

// An error while rendering shows what went wrong instead of a blank page.
render(() => <ErrorBoundary fallback={(error, reset) => <ErrorFallback error={error} reset={reset} />}><App /></ErrorBoundary>, document.getElementById('root')!);
