import { youtubeVideoId, type WatchItem } from '@earnflow/contracts';

/** The ad or video itself: an image, a video file, or YouTube's privacy-enhanced embed. */
export function WatchMedia({ item }: { item: WatchItem }) {
  const frame = 'aspect-video w-full overflow-hidden rounded-2xl bg-slate-900';
  if (item.mediaType === 'YOUTUBE') {
    const id = youtubeVideoId(item.mediaUrl);
    return (
      <div className={frame}>
        {id ? (
          <iframe
            className="size-full"
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
            title={item.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : null}
      </div>
    );
  }
  if (item.mediaType === 'VIDEO') {
    return (
      <div className={frame}>
        <video
          className="size-full object-contain"
          src={item.mediaUrl}
          autoPlay
          muted
          playsInline
          controls
          loop
        >
          <track kind="captions" />
        </video>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img className="size-full object-contain" src={item.mediaUrl} alt={item.title} />
    </div>
  );
}
