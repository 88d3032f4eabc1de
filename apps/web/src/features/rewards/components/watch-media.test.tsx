import type { WatchItem } from '@earnflow/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WatchMedia } from './watch-media';

const item = (mediaType: WatchItem['mediaType'], mediaUrl: string): WatchItem => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Summer sale banner',
  mediaUrl,
  mediaType,
  durationSeconds: 5,
  amount: 0.2,
  watchedToday: false,
  paidAmount: null,
});

describe('WatchMedia', () => {
  it('shows the ad’s title and a note in place of a picture that does not load', () => {
    const { container } = render(
      <WatchMedia item={item('IMAGE', 'https://cdn.example.com/gone.png')} noun="ad" />,
    );
    const picture = screen.getByRole('img', { name: 'Summer sale banner' });
    fireEvent.error(picture);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Summer sale banner')).toBeTruthy();
    expect(screen.getByText("This ad's picture could not be shown.")).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows a note in place of a video file that does not play', () => {
    const { container } = render(
      <WatchMedia item={item('VIDEO', 'https://cdn.example.com/gone.mp4')} noun="video" />,
    );
    const video = container.querySelector('video');
    if (!video) throw new Error('the video is shown first');
    fireEvent.error(video);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('This video could not be played.')).toBeTruthy();
  });

  it('keeps a picture that loads', () => {
    render(<WatchMedia item={item('IMAGE', 'https://cdn.example.com/ad.png')} noun="ad" />);
    fireEvent.load(screen.getByRole('img', { name: 'Summer sale banner' }));
    expect(screen.queryByText("This ad's picture could not be shown.")).toBeNull();
  });
});
