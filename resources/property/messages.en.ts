import type { Messages } from '../../src/i18n/messages';

/** Properties and their units (resources/property): react-admin's keys and the screens' own. */
const messages: Messages = {
  resources: {
    property: {
      name: 'Property |||| Properties',
      fields: {
        name: 'Property name',
        nameAr: 'Name in Arabic',
        addressAr: 'Address in Arabic',
        type: 'Property type',
        governorate: 'Governorate',
        area: 'Area',
        block: 'Block',
        street: 'Street',
        building: 'Building / plot',
        description: 'Description',
        photos: 'Photos',
        units: {
          unitNo: 'Unit no.',
          floor: 'Floor',
          type: 'Unit type',
          bedrooms: 'Bedrooms',
          areaM2: 'Area (m²)',
          monthlyRent: 'Monthly rent (KWD)',
          status: 'Status',
        },
      },
    },
  },
  property: {
    list: {
      title: 'Properties',
      search: 'Search properties...',
      type: 'Type',
      occupancy: 'Occupancy',
      add: 'Add property',
      property: 'Property',
      address: 'Address',
      units: 'Units',
      monthly_rent: 'Monthly rent',
      actions: 'Actions',
      occupied: '%{occupied} / %{units} occupied',
      block: 'Block %{block}',
      building: 'Bldg %{building}',
      separator: ', ',
    },
    form: {
      create_title: 'Add property',
      edit_title: 'Edit property',
      section_property: 'Property',
      section_address: 'Address',
      section_units: 'Units',
      photo: 'Photo',
      photos_help: 'JPG or PNG, up to 10 MB each, at most %{max} photos.',
      add_unit: 'Add unit',
      delete_title: 'Delete this property?',
      delete_content: 'The property and all its units will be deleted.',
    },
    export: {
      button: 'Export',
      failed: 'The export failed. Please try again.',
    },
    csv: {
      name: 'Name',
      name_ar: 'Name in Arabic',
      type: 'Type',
      governorate: 'Governorate',
      area: 'Area',
      block: 'Block',
      street: 'Street',
      building: 'Building / plot',
      address_ar: 'Address in Arabic',
      units: 'Units',
      occupied: 'Occupied',
      monthly_rent: 'Monthly rent (KWD)',
    },
    notify: {
      // The same texts as domain/propertySchemas.ts's PROPERTY_MESSAGES and labels.
    },
    types: {
      residential_building: 'Residential building',
      villa: 'Villa',
      apartment: 'Apartment',
      commercial: 'Commercial',
      land: 'Land',
    },
    unit_types: {
      apartment: 'Apartment',
      studio: 'Studio',
      shop: 'Shop',
      office: 'Office',
      villa: 'Villa',
      warehouse: 'Warehouse',
      other: 'Other',
    },
    unit_statuses: {
      vacant: 'Vacant',
      occupied: 'Occupied',
      under_maintenance: 'Under maintenance',
    },
    occupancy: {
      vacant: 'Vacant',
      partly: 'Partly occupied',
      full: 'Fully occupied',
    },
    governorates: {
      capital: 'Al Asimah (Capital)',
      hawalli: 'Hawalli',
      farwaniya: 'Farwaniya',
      mubarak_al_kabeer: 'Mubarak Al-Kabeer',
      ahmadi: 'Ahmadi',
      jahra: 'Jahra',
    },
  },
};

export default messages;
