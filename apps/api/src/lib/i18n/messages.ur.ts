import type { en } from './messages.en';

/** The server's texts in Urdu: every key of `messages.en.ts`, no other (the type and a test hold them so). */
export const ur = {
  'notice.levelActivated.title': 'لیول فعال ہو گیا',
  'notice.levelUpgraded.title': 'لیول اپ گریڈ ہو گیا',
  'notice.level.message':
    'اب آپ لیول {level}: {levelTitle} پر ہیں، جو پاکستانی وقت کے مطابق {until} تک رہے گا۔ آپ نے {amount} ادا کیے۔',
  'notice.referralCommission.title': 'ریفرل کمیشن',
  'notice.referralCommission.message':
    'آپ نے {amount} کمائے: یہ {member} کی لیول خریداری کا {percent} ہے، جو آپ کے کوڈ سے شامل ہوئے تھے۔',
  'notice.taskApproved.title': 'ٹاسک منظور ہو گیا',
  'notice.taskApproved.message':
    '"{task}" کے لیے آپ کا ثبوت منظور ہو گیا اور {amount} آپ کے بیلنس میں شامل کر دیے گئے ہیں۔',
  'notice.taskRejected.title': 'ٹاسک مسترد ہو گیا',
  'notice.taskRejected.message':
    '"{task}" کے لیے آپ کا ثبوت مسترد کر دیا گیا: {reason} آپ نیا اسکرین شاٹ جمع کر سکتے ہیں۔',
  'notice.task.unnamed': 'آپ کا ٹاسک',
  'notice.depositCompleted.title': 'ڈپازٹ مکمل ہو گیا',
  'notice.depositCompleted.message': 'آپ کا {amount} کا ڈپازٹ آپ کے بیلنس میں شامل کر دیا گیا ہے۔',
  'notice.depositRejected.title': 'ڈپازٹ مسترد ہو گیا',
  'notice.depositRejected.message':
    'آپ کا {amount} کا ڈپازٹ ({transactionId}) مسترد کر دیا گیا۔ اگر آپ کے خیال میں یہ غلطی ہے تو سپورٹ سے رابطہ کریں۔',
  'notice.depositRemoved.title': 'ڈپازٹ ہٹا دیا گیا',
  'notice.depositRemoved.message':
    '{method} کے ذریعے آپ کا {amount} کا ڈپازٹ (ٹرانزیکشن آئی ڈی {transactionId}) ہٹا دیا گیا ہے اور آپ کے بیلنس میں کچھ شامل نہیں کیا گیا۔',
  'notice.depositRemoved.contactSupport': 'اگر آپ نے یہ ادائیگی کی تھی تو سپورٹ سے رابطہ کریں۔',
  'notice.withdrawalPaid.title': 'ودڈرا کی ادائیگی ہو گئی',
  'notice.withdrawalPaid.message': 'آپ کا {amount} کا ودڈرا آپ کے {method} اکاؤنٹ میں بھیج دیا گیا ہے۔',
  'notice.withdrawalPaid.lessFee':
    'ہم نے آپ کے {method} اکاؤنٹ میں {sent} بھیج دیے ہیں: آپ کا {amount} کا ودڈرا، {fee} فیس کاٹ کر۔',
  'notice.withdrawalRejected.title': 'ودڈرا مسترد ہو گیا',
  'notice.withdrawalRejected.message':
    'آپ کا {amount} کا ودڈرا مسترد کر دیا گیا اور رقم آپ کے بیلنس میں واپس آ گئی ہے۔',
  'notice.withdrawalCancelled.title': 'ودڈرا منسوخ ہو گیا',
  'notice.withdrawalCancelled.message':
    'آپ کے {method} اکاؤنٹ میں {amount} کا ودڈرا منسوخ کر دیا گیا اور رقم آپ کے بیلنس میں واپس آ گئی ہے۔',
  'notice.reason': 'وجہ: {reason}',
  'notice.transferReceived.title': 'ٹرانسفر موصول ہوا',
  'notice.transferReceived.message':
    '{sender} (اکاؤنٹ {accountNumber}) نے آپ کو {amount} بھیجے ہیں۔ یہ رقم اب آپ کے بیلنس میں ہے۔',
  'notice.transferReceived.nameGiven': 'بھیجنے والے کا بتایا ہوا نام: "{name}"۔',
  'notice.transferReceived.note': 'نوٹ: "{note}"۔',
  'notice.transferCompleted.title': 'ٹرانسفر مکمل ہو گیا',
  'notice.transferCompleted.message': 'آپ کا {amount} کا ٹرانسفر تصدیق کے بعد پہنچا دیا گیا ہے۔',
  'notice.transferRejected.title': 'ٹرانسفر مسترد ہو گیا',
  'notice.transferRejected.message':
    'آپ کا {amount} کا ٹرانسفر مسترد کر دیا گیا اور رقم آپ کے بیلنس میں واپس آ گئی ہے۔',
  'notice.ticketClosed.title': 'سپورٹ ٹکٹ بند کر دیا گیا',
  'notice.ticketClosed.message': 'آپ کا ٹکٹ "{subject}" بند کر دیا گیا ہے۔ جب چاہیں ہمیں دوبارہ لکھیں۔',
  'notice.ticketReopened.title': 'سپورٹ ٹکٹ دوبارہ کھل گیا',
  'notice.ticketReopened.message': 'آپ کا ٹکٹ "{subject}" دوبارہ کھول دیا گیا ہے۔',
  'notice.supportReplied.title': 'ایڈمن سپورٹ نے جواب دیا',
  'notice.supportReplied.attachment': 'سپورٹ نے آپ کو ایک نئی فائل بھیجی ہے۔',

  'push.depositRejected.body': 'آپ کا {amount} کا ڈپازٹ مسترد کر دیا گیا۔',
  'push.withdrawalPaid.body': 'آپ کا {amount} کا ودڈرا ادا کر دیا گیا ہے۔',
  'push.transferReceived.body': '{sender} نے آپ کو {amount} بھیجے ہیں۔',
  'push.supportReplied.video': 'سپورٹ نے آپ کو ایک ویڈیو بھیجی ہے۔',
  'push.supportReplied.picture': 'سپورٹ نے آپ کو ایک تصویر بھیجی ہے۔',

  'mail.hello': 'السلام علیکم {name}،',
  'mail.helloThere': 'السلام علیکم،',
  'mail.codeExpiry': 'یہ کوڈ 10 منٹ میں ختم ہو جائے گا۔',
  'mail.ignoreIfNotAsked': 'اگر آپ نے یہ کوڈ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں۔',
  'mail.ignoreIfNotYou': 'اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کر دیں۔',
  'mail.verification.subject': '{appName}: آپ کا تصدیقی کوڈ',
  'mail.verification.intro': '{appName} میں خوش آمدید! اپنے ای میل ایڈریس کی تصدیق کے لیے یہ کوڈ درج کریں:',
  'mail.passwordReset.subject': '{appName}: پاس ورڈ ری سیٹ کرنے کا کوڈ',
  'mail.passwordReset.intro': 'نیا پاس ورڈ بنانے کے لیے یہ کوڈ درج کریں:',
  'mail.signupAgain.intro':
    'کسی نے، شاید آپ نے، ابھی اس ای میل ایڈریس سے {appName} پر سائن اپ کیا ہے۔ اس ایڈریس سے پہلے بھی ایک سائن اپ ہوا تھا جس کی تصدیق نہیں ہوئی۔',
  'mail.signupAgain.enterCode':
    'ابھی کیا گیا سائن اپ مکمل کرنے کے لیے یہ کوڈ درج کریں۔ اکاؤنٹ کو اسی سائن اپ کا نام، پاس ورڈ اور ریفرل کوڈ ملتا ہے جس کا کوڈ درج کیا جائے، اس لیے کسی اور کا رکھا ہوا پاس ورڈ اسے کبھی نہیں کھول سکتا:',
  'mail.signupAgain.ignore':
    'اگر آپ نے سائن اپ نہیں کیا تو اس ای میل کو نظر انداز کر دیں: جب تک یہ کوڈ استعمال نہ ہو، کچھ نہیں بدلے گا۔',
  'mail.signInCode.subject': '{appName}: آپ کا سائن اِن کوڈ',
  'mail.signInCode.intro':
    'کسی نے آپ کے پاس ورڈ سے ایک ایسے ڈیوائس یا ایڈریس سے {appName} میں سائن اِن کیا ہے جو آپ نے پہلے استعمال نہیں کیا۔ حال ہی میں آپ کے اکاؤنٹ پر کئی غلط پاس ورڈ آزمائے گئے ہیں، اس لیے نئی جگہ سے سائن اِن کے لیے یہ کوڈ بھی ضروری ہے:',
  'mail.signInCode.ifNotYou':
    'اگر یہ آپ نہیں تھے تو آپ کا پاس ورڈ کسی اور کو معلوم ہے: ابھی "پاس ورڈ بھول گئے؟" سے نیا پاس ورڈ بنائیں۔',
  'mail.alreadyRegistered.subject': '{appName}: آپ کا اکاؤنٹ پہلے سے موجود ہے',
  'mail.alreadyRegistered.body':
    'کسی نے اس ای میل ایڈریس سے {appName} پر اکاؤنٹ بنانے کی کوشش کی، لیکن آپ کا اکاؤنٹ پہلے سے موجود ہے۔ {loginUrl} پر سائن اِن کریں، اور اگر پاس ورڈ بھول گئے ہیں تو وہیں اسے ری سیٹ کریں۔',
  'mail.alreadyRegistered.bodyHtml':
    'کسی نے اس ای میل ایڈریس سے {appName} پر اکاؤنٹ بنانے کی کوشش کی، لیکن آپ کا اکاؤنٹ پہلے سے موجود ہے۔ <0>سائن اِن کریں</0>، اور اگر پاس ورڈ بھول گئے ہیں تو وہیں اسے ری سیٹ کریں۔',
  'mail.newDevice.subject': '{appName}: آپ کے اکاؤنٹ میں نیا سائن اِن',
  'mail.newDevice.intro':
    'آپ کے {appName} اکاؤنٹ میں ابھی ایک ایسے ڈیوائس سے سائن اِن ہوا ہے جس پر یہ اکاؤنٹ پہلے استعمال نہیں ہوا تھا۔',
  'mail.newDevice.when': 'وقت: {at} (پاکستانی وقت)',
  'mail.newDevice.browser': 'براؤزر: {browser}',
  'mail.newDevice.unknownBrowser': 'نامعلوم براؤزر',
  'mail.newDevice.address': 'آئی پی ایڈریس: {ip}',
  'mail.newDevice.ifYou': 'اگر یہ آپ تھے تو کچھ کرنے کی ضرورت نہیں۔',
  'mail.newDevice.ifNot':
    'اگر یہ آپ نہیں تھے تو کسی کو آپ کا پاس ورڈ معلوم ہے: ابھی سیٹنگز ({settingsUrl}) میں اسے بدلیں، اس سے باقی تمام ڈیوائسز سائن آؤٹ ہو جائیں گی، اور وہیں ٹو فیکٹر سائن اِن آن کریں تاکہ صرف پاس ورڈ کافی نہ ہو۔',
  'mail.newDevice.ifNotHtml':
    'اگر یہ آپ نہیں تھے تو کسی کو آپ کا پاس ورڈ معلوم ہے: <0>ابھی سیٹنگز میں اسے بدلیں</0>، اس سے باقی تمام ڈیوائسز سائن آؤٹ ہو جائیں گی، اور وہیں ٹو فیکٹر سائن اِن آن کریں تاکہ صرف پاس ورڈ کافی نہ ہو۔',
  'mail.announcement.footer':
    'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ {appName} کے ممبر ہیں۔ یہ اعلانات بند کرنے کے لیے: {link}',
  'mail.announcement.footerHtml':
    'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ {appName} کے ممبر ہیں۔ <0>اعلانات کی ای میلز بند کریں</0>۔',
} satisfies Record<keyof typeof en, string>;
