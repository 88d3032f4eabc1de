import { youtubeVideoId, type WatchItem } from '@earnflow/contracts';
import { ImageOff, VideoOff } from 'lucide-react';
import { useMediaFailed } from '@/hooks/use-media-failed';
import { defineMessages, useT } from '@/i18n/i18n';
import rewardsEn from '@/locales/en/rewards';

const m = defineMessages('rewards', rewardsEn);

const frame = 'aspect-video w-full overflow-hidden rounded-2xl bg-slate-900';

/** In place of media that cannot be shown: the item's title and what went wrong, in the media's box. */
function MediaFallback({ item, noun }: { item: WatchItem; noun: 'ad' | 'video' }) {
  const t = useT();
  const picture = item.mediaType === 'IMAGE';
  const Icon = picture ? ImageOff : VideoOff;
  const message = t(picture ? m.pictureFailed : m.videoFailed, { noun });
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="line-clamp-2 font-semibold text-slate-900 [overflow-wrap:anywhere]">{item.title}</p>
        <p className="text-sm text-slate-500">{message}</p>
      </div>
    </div>
  );
}

/**
 * The ad or video itself: an image, a video file, or YouTube's privacy-enhanced embed; media that fails to
 * load gives way to a note in the same box (the timer runs on either way).
 */
export function WatchMedia({ item, noun }: { item: WatchItem; noun: 'ad' | 'video' }) {
  const [failed, fail] = useMediaFailed(item.mediaUrl);
  const youtubeId = item.mediaType === 'YOUTUBE' ? youtubeVideoId(item.mediaUrl) : null;
  if (failed || (item.mediaType === 'YOUTUBE' && !youtubeId)) {
    return <MediaFallback item={item} noun={noun} />;
  }
  if (youtubeId) {
    return (
      <div className={frame}>
        <iframe
          className="size-full"
          src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
          title={item.title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
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
          onError={fail}
        >
          <track kind="captions" />
        </video>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img className="size-full object-contain" src={item.mediaUrl} alt={item.title} onError={fail} />
    </div>
  );
}
