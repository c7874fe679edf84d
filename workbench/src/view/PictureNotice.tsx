/**
 * Over the level view's top right, small: why it is the collision view and not the act's
 * picture (view/createActPicture.ts says why). Over the view, so it never moves the layout.
 */
import { Show } from 'solid-js';

const STYLE = {
  position: 'absolute', top: '6px', right: '8px', 'max-width': '60%', 'pointer-events': 'none',
  background: '#0b0b10cc', color: '#b8b8c8', 'font-size': '11px', padding: '2px 6px', 'border-radius': '3px',
} as const;

export function PictureNotice(props: { readonly notice: string | null }) {
  return (
    <Show when={props.notice}>
      <div style={STYLE} data-testid="picture-notice">{props.notice}</div>
    </Show>
  );
}
