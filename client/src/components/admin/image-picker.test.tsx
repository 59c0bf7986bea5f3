import { fireEvent, screen } from '@testing-library/react';
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
    expect(screen.getByAltText('Profile image preview')).toHaveAttribute('src', 'blob:preview');
  });

  it('takes a dropped image and refuses a dropped file that is not an image', () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const zone = screen.getByTestId('image-drop-zone');
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.');
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    fireEvent.drop(zone, { dataTransfer: { files: [gif] } });
    expect(onChange).toHaveBeenCalledWith(gif);
    expect(screen.queryByText('Please choose an image file.')).not.toBeInTheDocument();
  });
});
