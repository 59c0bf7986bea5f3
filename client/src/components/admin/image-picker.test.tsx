import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { IMAGE_HINT, ImagePicker } from './image-picker';

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImagePicker
      label="Profile image"
      file={file}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

/** A browser drop's DataTransfer as react-dropzone reads it: the kinds ('Files') and one item per file. */
function dropped(files: File[]) {
  return { files, types: ['Files'], items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })) };
}

describe('ImagePicker', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it("shows the SPEC's hint", () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    expect(screen.getByText(IMAGE_HINT)).toHaveTextContent('PNG, JPG, GIF up to 10MB');
  });

  it('takes an image chosen through the file input and shows a preview', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const image = new File(['x'], 'me.png', { type: 'image/png' });
    // The native input is visually hidden (the styled button opens it), so skip the pointer check.
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(screen.getByLabelText('Profile image'), image);
    expect(onChange).toHaveBeenCalledWith(image);
    expect(await screen.findByAltText('Profile image preview')).toHaveAttribute('src', 'blob:preview');
  });

  it('takes a dropped image and refuses a dropped file that is not an image', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const zone = screen.getByTestId('image-drop-zone');
    const drop = (file: File) => fireEvent.drop(zone, { dataTransfer: dropped([file]) });
    drop(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(onChange).not.toHaveBeenCalled();
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    drop(gif);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(gif));
    expect(screen.queryByText('Please choose an image file.')).not.toBeInTheDocument();
  });

  it('takes the first image of several dropped on it', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const [one, two] = [new File(['a'], 'one.png', { type: 'image/png' }), new File(['b'], 'two.png', { type: 'image/png' })];
    fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: dropped([one, two]) });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(one));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is one tab stop, a button that opens the file dialog, described by the hint', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Profile image');
    const opened = jest.spyOn(input, 'click');
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose an image' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(IMAGE_HINT);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('multiple');
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  describe("the 'Alt text' input (issue 11)", () => {
    function AltHarness({ currentUrl = null, error }: { currentUrl?: string | null; error?: string }) {
      const [file, setFile] = useState<File | null>(null);
      const [alt, setAlt] = useState('A founder at her desk');
      return (
        <ImagePicker
          label="Profile image"
          file={file}
          onChange={setFile}
          currentUrl={currentUrl}
          altText={alt}
          onAltTextChange={setAlt}
          altTextError={error}
        />
      );
    }

    it('is labelled, optional and editable under a stored image', async () => {
      renderWithProviders(<AltHarness currentUrl="/uploads/me.png" />);
      const input = screen.getByRole('textbox', { name: 'Alt text' });
      expect(input).toHaveValue('A founder at her desk');
      expect(input).not.toBeRequired();
      await userEvent.clear(input);
      await userEvent.type(input, 'Smiling');
      expect(input).toHaveValue('Smiling');
    });

    it('appears once an image is chosen, and only for pickers that take one', async () => {
      const { unmount } = renderWithProviders(<AltHarness />);
      expect(screen.queryByLabelText('Alt text')).not.toBeInTheDocument();
      await userEvent
        .setup({ pointerEventsCheck: 0 })
        .upload(screen.getByLabelText('Profile image'), new File(['x'], 'me.png', { type: 'image/png' }));
      expect(screen.getByRole('textbox', { name: 'Alt text' })).toBeInTheDocument();
      unmount();

      renderWithProviders(<ImagePicker label="Logo" file={null} onChange={jest.fn()} currentUrl="/uploads/logo.png" />);
      expect(screen.queryByLabelText('Alt text')).not.toBeInTheDocument();
    });

    it('shows its error under it, tied to the input', () => {
      renderWithProviders(<AltHarness currentUrl="/uploads/me.png" error="Alt text must be at most 300 characters" />);
      const input = screen.getByRole('textbox', { name: 'Alt text' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Alt text must be at most 300 characters');
    });
  });
});
