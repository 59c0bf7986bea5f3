import { PARTNER_RECORD } from '@field-rules/records/partner';
import { AdminListScreen, type ListScreenConfig } from '../../../components/admin/admin-list-screen';
import { useSaveAltText } from '../../../components/admin/image-alt';
import { recordInput } from '../../../components/admin/record-form/record-values';
import {
  AdminCreatePartnerDocument,
  AdminDeletePartnerDocument,
  AdminPartnersDocument,
  AdminReorderPartnersDocument,
  AdminUpdatePartnerDocument,
  type PartnerCardFragment,
} from '../../../gql-admin/graphql';
import { AdminPartnerCard } from './admin-partner-card';
import { AdminPartnerForm, type PartnerValues } from './admin-partner-form';

const PARTNERS: ListScreenConfig<PartnerCardFragment, 'Partner', 'partners'> = {
  typename: 'Partner',
  listField: 'partners',
  noun: { one: 'partner', many: 'partners' },
  documents: {
    list: AdminPartnersDocument,
    create: AdminCreatePartnerDocument,
    update: AdminUpdatePartnerDocument,
    remove: AdminDeletePartnerDocument,
    reorder: AdminReorderPartnersDocument,
  },
};

/** The admin's partners (/admin/partners): the list screen (AdminListScreen) with the logo and its alt text. */
export function AdminPartners() {
  const [saveAltText] = useSaveAltText();
  return (
    <AdminListScreen
      config={PARTNERS}
      orderItem={(partner) => ({ name: partner.name, detail: partner.website })}
      card={(partner, actions) => <AdminPartnerCard key={partner.id} partner={partner} {...actions} />}
      prepareSave={(values: PartnerValues, partner) => ({
        // Both text fields are required, so create and edit send the same input (SPEC §7).
        input: recordInput(PARTNER_RECORD, values),
        variables: values.logo ? { logo: values.logo } : {},
        // After the record's save, whose logo URL may be new (issue 11).
        after: (saved) =>
          saveAltText({
            url: saved?.logo,
            alt: values.logoAlt,
            storedAlt: partner ? partner.logoPicture.altText : null,
            justCreated: !partner,
            newImage: Boolean(values.logo),
            record: saved && { __typename: 'Partner', id: saved.id, field: 'logoPicture', fallbackAlt: `${saved.name} logo` },
          }),
      })}
      form={({ row, conflict, onSubmit, onClose }) => (
        <AdminPartnerForm partner={row} conflict={conflict} onSubmit={onSubmit} onClose={onClose} />
      )}
    />
  );
}
