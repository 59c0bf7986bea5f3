import { act, render, screen } from '@testing-library/react';
import { ThemeModeProvider } from '../shared/theme-mode';
import { toast } from '../shared/toast';
import { AppToaster } from './toaster';

function renderToaster() {
  return render(
    <ThemeModeProvider>
      <AppToaster />
    </ThemeModeProvider>,
  );
}

describe('AppToaster and the lazy toast()', () => {
  afterEach(async () => {
    const { default: hotToast } = await import('react-hot-toast');
    act(() => hotToast.remove());
  });

  it('renders nothing until something is toasted', () => {
    const { container } = renderToaster();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a toast raised before react-hot-toast and the Toaster were loaded', async () => {
    renderToaster();
    act(() => toast.success('Message sent'));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });

  it('shows every toast raised while it loads', async () => {
    renderToaster();
    act(() => {
      toast.error('First');
      toast.success('Second');
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });
});
