import type { ApiMessageId } from '../i18n/english';
import { messageRef } from '../i18n/message-ref';

/**
 * Crop planning rules and texts (spec 2 §2.10, §3, §5, §8, §9): crops of a team, seasons of a field and rotations.
 * Isomorphic: the web checks a form before sending it, the server checks everything again.
 */

/** Season years a field can be planned for (spec 2 §9). */
export const SEASON_YEARS = { first: 2021, last: 2040 } as const;

export const seasonYears = (): number[] =>
  Array.from({ length: SEASON_YEARS.last - SEASON_YEARS.first + 1 }, (_, index) => SEASON_YEARS.first + index);

export const CROP_LIMITS = {
  nameMaxLength: 80,
  descriptionMaxLength: 300,
  rotationNameMaxLength: 80,
} as const;

export const CROP_MESSAGES = {
  cropNameRequired: 'crop-plan.crops.cropNameRequired',
  cropNameTooLong: messageRef('crop-plan.crops.cropNameTooLong', { max: CROP_LIMITS.nameMaxLength }),
  cropDescriptionRequired: 'crop-plan.crops.cropDescriptionRequired',
  cropDescriptionTooLong: messageRef('crop-plan.crops.cropDescriptionTooLong', { max: CROP_LIMITS.descriptionMaxLength }),
  sowingDateRequired: 'crop-plan.crops.sowingDateRequired',
  harvestDateRequired: 'crop-plan.crops.harvestDateRequired',
  sowingAfterHarvest: 'crop-plan.crops.sowingAfterHarvest',
  rotationNameRequired: 'crop-plan.crops.rotationNameRequired',
  rotationNameTooLong: messageRef('crop-plan.crops.rotationNameTooLong', { max: CROP_LIMITS.rotationNameMaxLength }),
  startDateRequired: 'crop-plan.crops.startDateRequired',
  endDateRequired: 'crop-plan.crops.endDateRequired',
  startAfterEnd: 'crop-plan.crops.startAfterEnd',
  seasonYear: messageRef('crop-plan.crops.seasonYear', { first: String(SEASON_YEARS.first), last: String(SEASON_YEARS.last) }),
  fieldRequired: 'crop-plan.crops.fieldRequired',
  selectCropToDelete: 'crop-plan.crops.selectCropToDelete',
  selectSeasonToDelete: 'crop-plan.crops.selectSeasonToDelete',
  selectRotationToDelete: 'crop-plan.crops.selectRotationToDelete',
  cropNameTaken: 'crop-plan.crops.cropNameTaken',
  cropNotFound: 'crop-plan.crops.cropNotFound',
  seasonNotFound: 'crop-plan.crops.seasonNotFound',
  rotationNotFound: 'crop-plan.crops.rotationNotFound',
  fieldNotFound: 'crop-plan.crops.fieldNotFound',
  changedMeanwhile: 'crop-plan.crops.changedMeanwhile',
  cropAdded: 'crop-plan.crops.cropAdded',
  cropAddFailed: 'crop-plan.crops.cropAddFailed',
  cropDeleted: 'crop-plan.crops.cropDeleted',
  seasonAdded: 'crop-plan.crops.seasonAdded',
  seasonAddFailed: 'crop-plan.crops.seasonAddFailed',
  seasonDeleted: 'crop-plan.crops.seasonDeleted',
  rotationAdded: 'crop-plan.crops.rotationAdded',
  rotationDeleted: 'crop-plan.crops.rotationDeleted',
  rotationAddFailed: 'crop-plan.crops.rotationAddFailed',
  rotateFailed: 'crop-plan.crops.rotateFailed',
  generic: 'crop-plan.crops.generic',
  loadFailed: 'crop-plan.crops.loadFailed',
  dateFormat: 'crop-plan.crops.dateFormat',
} as const satisfies Record<string, ApiMessageId | string>;

export const rotatedMessage = (year: number) => messageRef('crop-plan.crops.rotated', { year: String(year) });

/** Why a crop cannot be deleted: the seasons that still plan it. */
export const cropInUseMessage = (seasons: number) => messageRef('crop-plan.crops.cropInUse', { seasons });

/** YYYY-MM-DD dates compare as text. */
export const isOrdered = (first: string, last: string) => first <= last;

/** The crops a new team starts with: crops widely grown in Nigeria, which the team may delete or extend. */
export const STARTER_CROPS: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'Maize', description: 'Cereal grown in every zone; rain-fed, sown April to June, harvested in 3 to 4 months.' },
  { name: 'Sorghum', description: 'Drought-tolerant cereal (guinea corn) of the northern savannah.' },
  { name: 'Millet', description: 'Pearl millet, the earliest cereal of the dry north; short season, low rainfall.' },
  { name: 'Rice', description: 'Lowland and upland rice; paddies in the river valleys and fadama lands.' },
  { name: 'Cassava', description: 'Root crop of the south and middle belt; harvested 9 to 18 months after planting.' },
  { name: 'Yam', description: 'Tuber planted on mounds or ridges; staple of the middle belt and the south-east.' },
  { name: 'Cocoyam', description: 'Shade-tolerant corm crop of the humid south, often intercropped.' },
  { name: 'Sweet potato', description: 'Quick root crop on ridges; vines planted at the start of the rains.' },
  { name: 'Cowpea', description: 'Grain legume (beans) of the savannah; fixes nitrogen, often intercropped with cereals.' },
  { name: 'Groundnut', description: 'Legume of the northern savannah grown for nuts, oil and hay.' },
  { name: 'Soybean', description: 'Legume of the middle belt for oil and feed; improves soil for the next cereal.' },
  { name: 'Sesame', description: 'Oilseed (beniseed) of the middle belt and the north; an export crop.' },
  { name: 'Cotton', description: 'Fibre crop of the northern savannah, sown with the rains.' },
  { name: 'Cocoa', description: 'Tree crop of the humid south-west; pods harvested October to March.' },
  { name: 'Oil palm', description: 'Tree crop of the humid south; bunches for palm oil and kernels.' },
  { name: 'Plantain', description: 'Perennial of the humid south; bunches ripen about a year after planting.' },
  { name: 'Tomato', description: 'Vegetable of the dry-season irrigated farms of the north and of the rains.' },
  { name: 'Pepper', description: 'Hot and sweet peppers, rain-fed or irrigated, transplanted from nurseries.' },
  { name: 'Onion', description: 'Bulb vegetable of the northern fadama, grown in the dry season under irrigation.' },
  { name: 'Okra', description: 'Quick vegetable grown all over the country, picked as young pods.' },
  { name: 'Sugarcane', description: 'Perennial grass of the river valleys, grown for sugar and chewing cane.' },
  { name: 'Ginger', description: 'Rhizome spice of southern Kaduna and the middle belt.' },
];
