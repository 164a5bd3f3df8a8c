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
import { PublishWithSchedule as PublishWithSchedule_fe049e60fb9b3a1590f3ba5f3ea4e5a7 } from '../../../cms/schedule-publish/PublishWithSchedule'
import { SheetPanel as SheetPanel_50e2ecb1165d348df2ed3e4954814b03 } from '../../../cms/sheets/SheetPanel'
import { AltFallbackNote as AltFallbackNote_8f0504ff2e1fd988b071a2a181b80c99 } from '../../../cms/media/AltFallbackNote'
import { AnswerDueCell as AnswerDueCell_4223b9c7956dda03570773d0c5020a96 } from '../../../inquiries/promise/AnswerDueCell'
import { AnswerDueField as AnswerDueField_8dd75647100383f4139f7387a42b90e5 } from '../../../inquiries/promise/AnswerDueField'
import { JoinFieldRefreshedOnSave as JoinFieldRefreshedOnSave_e467ca86b0900b5d2f576e4579e0a772 } from '../../../inquiries/reception/JoinFieldRefreshedOnSave'
import { ExportCsvButton as ExportCsvButton_dfbb8cefb241d37074c55d55c4257953 } from '../../../inquiries/reception/ExportCsvButton'
import { NewInquiriesWatch as NewInquiriesWatch_e3a61642156d5140c3fa8bfdaababdca } from '../../../inquiries/reception/NewInquiriesWatch'
import { PasswordField as PasswordField_3817bf644402e67bfe6577f60ef982de } from '@payloadcms/ui'
import { MissingSettingsNote as MissingSettingsNote_77e1aa15d8091c900195e4282192113e } from '../../../cms/identity/MissingSettingsNote'
import { WidgetPolicyNote as WidgetPolicyNote_afe287ddca6f4aa1dd3bf0f89d1d4203 } from '../../../cms/widgets/WidgetPolicyNote'
import { DemoBanner as DemoBanner_4b64b62c4d694ef4b6d447e9fe34c311 } from '../../../auth/second-factor/DemoBanner'
import { ClinicIcon as ClinicIcon_ab89c72624a2101304f59af7e8f1588c } from '../../../cms/admin-graphics/ClinicIcon'
import { ClinicLogo as ClinicLogo_908f0a3fe6861ae9fb594eec24fa1d1c } from '../../../cms/admin-graphics/ClinicLogo'
import { MissingTranslationsLine as MissingTranslationsLine_7a3acb1852a612f97b7782e75684a388 } from '../../../cms/translation-status/MissingTranslationsLine'
import { ReportNavLink as ReportNavLink_4b6eae6cac5acbd04f7584218790c6b1 } from '../../../inquiries/lead-report/ReportNavLink'
import { PersonDataNavLink as PersonDataNavLink_8d56acf92f88f76f948c0310b8482c58 } from '../../../inquiries/person-data/PersonDataNavLink'
import { StatusNavLink as StatusNavLink_fe5ae61470f0463d517ae970fc641d82 } from '../../../cms/translation-status/StatusNavLink'
import { PackageNavLink as PackageNavLink_b67c2094b5a87e6e74ef0a73aa4be193 } from '../../../cms/content-package/ContentPackageView'
import { NewInquiriesCount as NewInquiriesCount_fa80e67a03f7773e3203a2308a5fc793 } from '../../../inquiries/reception/NewInquiriesCount'
import { GoLiveChecklist as GoLiveChecklist_e01390dbc419774792be1947e7e9b2df } from '../../../cms/go-live/GoLiveChecklist'
import { LibraryStrings as LibraryStrings_3ae70628b12e8c35d99883c5a85d3b2e } from '../../../cms/admin-i18n/LibraryStrings'
import { SecondFactorView as SecondFactorView_f384a3e5c23434cfb40a898426080d99 } from '../../../auth/second-factor/SecondFactorView'
import { LeadReportView as LeadReportView_99c5a81546be96a0782a9d7383c3b41d } from '../../../inquiries/lead-report/LeadReportView'
import { PersonDataView as PersonDataView_f190ba31164c258834ed207f7f0faedd } from '../../../inquiries/person-data/PersonDataView'
import { TranslationStatusView as TranslationStatusView_702ac5fd229d5259d8dceca9ca0bc384 } from '../../../cms/translation-status/TranslationStatusView'
import { ContentPackageView as ContentPackageView_b67c2094b5a87e6e74ef0a73aa4be193 } from '../../../cms/content-package/ContentPackageView'
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
  "/cms/schedule-publish/PublishWithSchedule#PublishWithSchedule": PublishWithSchedule_fe049e60fb9b3a1590f3ba5f3ea4e5a7,
  "/cms/sheets/SheetPanel#SheetPanel": SheetPanel_50e2ecb1165d348df2ed3e4954814b03,
  "/cms/media/AltFallbackNote#AltFallbackNote": AltFallbackNote_8f0504ff2e1fd988b071a2a181b80c99,
  "/inquiries/promise/AnswerDueCell#AnswerDueCell": AnswerDueCell_4223b9c7956dda03570773d0c5020a96,
  "/inquiries/promise/AnswerDueField#AnswerDueField": AnswerDueField_8dd75647100383f4139f7387a42b90e5,
  "/inquiries/reception/JoinFieldRefreshedOnSave#JoinFieldRefreshedOnSave": JoinFieldRefreshedOnSave_e467ca86b0900b5d2f576e4579e0a772,
  "/inquiries/reception/ExportCsvButton#ExportCsvButton": ExportCsvButton_dfbb8cefb241d37074c55d55c4257953,
  "/inquiries/reception/NewInquiriesWatch#NewInquiriesWatch": NewInquiriesWatch_e3a61642156d5140c3fa8bfdaababdca,
  "@payloadcms/ui#PasswordField": PasswordField_3817bf644402e67bfe6577f60ef982de,
  "/cms/identity/MissingSettingsNote#MissingSettingsNote": MissingSettingsNote_77e1aa15d8091c900195e4282192113e,
  "/cms/widgets/WidgetPolicyNote#WidgetPolicyNote": WidgetPolicyNote_afe287ddca6f4aa1dd3bf0f89d1d4203,
  "/auth/second-factor/DemoBanner#DemoBanner": DemoBanner_4b64b62c4d694ef4b6d447e9fe34c311,
  "/cms/admin-graphics/ClinicIcon#ClinicIcon": ClinicIcon_ab89c72624a2101304f59af7e8f1588c,
  "/cms/admin-graphics/ClinicLogo#ClinicLogo": ClinicLogo_908f0a3fe6861ae9fb594eec24fa1d1c,
  "/cms/translation-status/MissingTranslationsLine#MissingTranslationsLine": MissingTranslationsLine_7a3acb1852a612f97b7782e75684a388,
  "/inquiries/lead-report/ReportNavLink#ReportNavLink": ReportNavLink_4b6eae6cac5acbd04f7584218790c6b1,
  "/inquiries/person-data/PersonDataNavLink#PersonDataNavLink": PersonDataNavLink_8d56acf92f88f76f948c0310b8482c58,
  "/cms/translation-status/StatusNavLink#StatusNavLink": StatusNavLink_fe5ae61470f0463d517ae970fc641d82,
  "/cms/content-package/ContentPackageView#PackageNavLink": PackageNavLink_b67c2094b5a87e6e74ef0a73aa4be193,
  "/inquiries/reception/NewInquiriesCount#NewInquiriesCount": NewInquiriesCount_fa80e67a03f7773e3203a2308a5fc793,
  "/cms/go-live/GoLiveChecklist#GoLiveChecklist": GoLiveChecklist_e01390dbc419774792be1947e7e9b2df,
  "/cms/admin-i18n/LibraryStrings#LibraryStrings": LibraryStrings_3ae70628b12e8c35d99883c5a85d3b2e,
  "/auth/second-factor/SecondFactorView#SecondFactorView": SecondFactorView_f384a3e5c23434cfb40a898426080d99,
  "/inquiries/lead-report/LeadReportView#LeadReportView": LeadReportView_99c5a81546be96a0782a9d7383c3b41d,
  "/inquiries/person-data/PersonDataView#PersonDataView": PersonDataView_f190ba31164c258834ed207f7f0faedd,
  "/cms/translation-status/TranslationStatusView#TranslationStatusView": TranslationStatusView_702ac5fd229d5259d8dceca9ca0bc384,
  "/cms/content-package/ContentPackageView#ContentPackageView": ContentPackageView_b67c2094b5a87e6e74ef0a73aa4be193,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
