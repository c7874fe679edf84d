import { render } from 'solid-js/web';
import { App } from './App.tsx';
import './app.css';

render(() => <App />, document.getElementById('root')!);
