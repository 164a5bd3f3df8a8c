import { ViewOnSite as ViewOnSite_ac491d09f64b9d63e756512ce282e130 } from '../../../cms/preview/ViewOnSite'
import { SlugField as SlugField_356a29ec219cd62f318571049f4b1499 } from '../../../cms/fields/SlugField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinksHerePanel as LinksHerePanel_9eb10400a8043fdb5890055bd6ee86ff } from '../../../cms/page-guard/LinksHerePanel'
import { KeepChangesAfterRefusal as KeepChangesAfterRefusal_5b9ddd0acee290c0222f31146b31f61e } from '../../../cms/admin-save/KeepChangesAfterRefusal'
import { PublishWithSchedule as PublishWithSchedule_e2b8852eaf326e82c26d83654bf43402 } from '../../../features/schedule-publish/PublishWithSchedule'
import { SheetPanel as SheetPanel_a9d96ed90932a9556e9996dffd61d092 } from '../../../features/sheets/SheetPanel'
import { AltFallbackNote as AltFallbackNote_8f0504ff2e1fd988b071a2a181b80c99 } from '../../../cms/media/AltFallbackNote'
import { AnswerDueCell as AnswerDueCell_2b207b24d19af1d195c0fc05b4de5e35 } from '../../../features/inquiries/promise/AnswerDueCell'
import { AnswerDueField as AnswerDueField_7192a34005db01363690ad8041a90cec } from '../../../features/inquiries/promise/AnswerDueField'
import { JoinFieldRefreshedOnSave as JoinFieldRefreshedOnSave_ab1ca52a8d131f7ede457cfa7074658c } from '../../../features/inquiries/reception/JoinFieldRefreshedOnSave'
import { ExportCsvButton as ExportCsvButton_1353497229d3f744bf10990df80a5429 } from '../../../features/inquiries/reception/ExportCsvButton'
import { NewInquiriesWatch as NewInquiriesWatch_38b97dcd0871076429b29ecebcd7ddd6 } from '../../../features/inquiries/reception/NewInquiriesWatch'
import { PasswordField as PasswordField_3817bf644402e67bfe6577f60ef982de } from '@payloadcms/ui'
import { MissingSettingsNote as MissingSettingsNote_77e1aa15d8091c900195e4282192113e } from '../../../cms/identity/MissingSettingsNote'
import { WidgetPolicyNote as WidgetPolicyNote_afe287ddca6f4aa1dd3bf0f89d1d4203 } from '../../../cms/widgets/WidgetPolicyNote'
import { DemoBanner as DemoBanner_4b64b62c4d694ef4b6d447e9fe34c311 } from '../../../auth/second-factor/DemoBanner'
import { ClinicIcon as ClinicIcon_ab89c72624a2101304f59af7e8f1588c } from '../../../cms/admin-graphics/ClinicIcon'
import { ClinicLogo as ClinicLogo_908f0a3fe6861ae9fb594eec24fa1d1c } from '../../../cms/admin-graphics/ClinicLogo'
import { MissingTranslationsLine as MissingTranslationsLine_c3b7badcc44055223b45448ac108b148 } from '../../../features/translation-status/MissingTranslationsLine'
import { ReportNavLink as ReportNavLink_49b2552bdab70eb43f0810ba6fd21939 } from '../../../features/inquiries/lead-report/ReportNavLink'
import { PersonDataNavLink as PersonDataNavLink_e92fe9fe84d325544704dec9a64529e4 } from '../../../features/inquiries/person-data/PersonDataNavLink'
import { StatusNavLink as StatusNavLink_ba374feebd96e9d24e3b392a17f77a44 } from '../../../features/translation-status/StatusNavLink'
import { PackageNavLink as PackageNavLink_1d1c6d798f806a747813a64f14606573 } from '../../../features/content-package/ContentPackageView'
import { NewInquiriesCount as NewInquiriesCount_2dd25b0307530deae89e150f4b91affb } from '../../../features/inquiries/reception/NewInquiriesCount'
import { GoLiveChecklist as GoLiveChecklist_87389dfdd35775c480f69f1c51e314bd } from '../../../features/go-live/GoLiveChecklist'
import { LibraryStrings as LibraryStrings_3ae70628b12e8c35d99883c5a85d3b2e } from '../../../cms/admin-i18n/LibraryStrings'
import { SecondFactorView as SecondFactorView_f384a3e5c23434cfb40a898426080d99 } from '../../../auth/second-factor/SecondFactorView'
import { LeadReportView as LeadReportView_082e3177a046b194850a86c2e11121b1 } from '../../../features/inquiries/lead-report/LeadReportView'
import { PersonDataView as PersonDataView_7653ba9c50145f596e4b332e15d4f17d } from '../../../features/inquiries/person-data/PersonDataView'
import { TranslationStatusView as TranslationStatusView_bad34a9ab6196f16c9b32e59a8f7c724 } from '../../../features/translation-status/TranslationStatusView'
import { ContentPackageView as ContentPackageView_1d1c6d798f806a747813a64f14606573 } from '../../../features/content-package/ContentPackageView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/preview/ViewOnSite#ViewOnSite": ViewOnSite_ac491d09f64b9d63e756512ce282e130,
  "/cms/fields/SlugField#SlugField": SlugField_356a29ec219cd62f318571049f4b1499,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/page-guard/LinksHerePanel#LinksHerePanel": LinksHerePanel_9eb10400a8043fdb5890055bd6ee86ff,
  "/cms/admin-save/KeepChangesAfterRefusal#KeepChangesAfterRefusal": KeepChangesAfterRefusal_5b9ddd0acee290c0222f31146b31f61e,
  "/features/schedule-publish/PublishWithSchedule#PublishWithSchedule": PublishWithSchedule_e2b8852eaf326e82c26d83654bf43402,
  "/features/sheets/SheetPanel#SheetPanel": SheetPanel_a9d96ed90932a9556e9996dffd61d092,
  "/cms/media/AltFallbackNote#AltFallbackNote": AltFallbackNote_8f0504ff2e1fd988b071a2a181b80c99,
  "/features/inquiries/promise/AnswerDueCell#AnswerDueCell": AnswerDueCell_2b207b24d19af1d195c0fc05b4de5e35,
  "/features/inquiries/promise/AnswerDueField#AnswerDueField": AnswerDueField_7192a34005db01363690ad8041a90cec,
  "/features/inquiries/reception/JoinFieldRefreshedOnSave#JoinFieldRefreshedOnSave": JoinFieldRefreshedOnSave_ab1ca52a8d131f7ede457cfa7074658c,
  "/features/inquiries/reception/ExportCsvButton#ExportCsvButton": ExportCsvButton_1353497229d3f744bf10990df80a5429,
  "/features/inquiries/reception/NewInquiriesWatch#NewInquiriesWatch": NewInquiriesWatch_38b97dcd0871076429b29ecebcd7ddd6,
  "@payloadcms/ui#PasswordField": PasswordField_3817bf644402e67bfe6577f60ef982de,
  "/cms/identity/MissingSettingsNote#MissingSettingsNote": MissingSettingsNote_77e1aa15d8091c900195e4282192113e,
  "/cms/widgets/WidgetPolicyNote#WidgetPolicyNote": WidgetPolicyNote_afe287ddca6f4aa1dd3bf0f89d1d4203,
  "/auth/second-factor/DemoBanner#DemoBanner": DemoBanner_4b64b62c4d694ef4b6d447e9fe34c311,
  "/cms/admin-graphics/ClinicIcon#ClinicIcon": ClinicIcon_ab89c72624a2101304f59af7e8f1588c,
  "/cms/admin-graphics/ClinicLogo#ClinicLogo": ClinicLogo_908f0a3fe6861ae9fb594eec24fa1d1c,
  "/features/translation-status/MissingTranslationsLine#MissingTranslationsLine": MissingTranslationsLine_c3b7badcc44055223b45448ac108b148,
  "/features/inquiries/lead-report/ReportNavLink#ReportNavLink": ReportNavLink_49b2552bdab70eb43f0810ba6fd21939,
  "/features/inquiries/person-data/PersonDataNavLink#PersonDataNavLink": PersonDataNavLink_e92fe9fe84d325544704dec9a64529e4,
  "/features/translation-status/StatusNavLink#StatusNavLink": StatusNavLink_ba374feebd96e9d24e3b392a17f77a44,
  "/features/content-package/ContentPackageView#PackageNavLink": PackageNavLink_1d1c6d798f806a747813a64f14606573,
  "/features/inquiries/reception/NewInquiriesCount#NewInquiriesCount": NewInquiriesCount_2dd25b0307530deae89e150f4b91affb,
  "/features/go-live/GoLiveChecklist#GoLiveChecklist": GoLiveChecklist_87389dfdd35775c480f69f1c51e314bd,
  "/cms/admin-i18n/LibraryStrings#LibraryStrings": LibraryStrings_3ae70628b12e8c35d99883c5a85d3b2e,
  "/auth/second-factor/SecondFactorView#SecondFactorView": SecondFactorView_f384a3e5c23434cfb40a898426080d99,
  "/features/inquiries/lead-report/LeadReportView#LeadReportView": LeadReportView_082e3177a046b194850a86c2e11121b1,
  "/features/inquiries/person-data/PersonDataView#PersonDataView": PersonDataView_7653ba9c50145f596e4b332e15d4f17d,
  "/features/translation-status/TranslationStatusView#TranslationStatusView": TranslationStatusView_bad34a9ab6196f16c9b32e59a8f7c724,
  "/features/content-package/ContentPackageView#ContentPackageView": ContentPackageView_1d1c6d798f806a747813a64f14606573,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
