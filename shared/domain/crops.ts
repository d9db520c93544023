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
  cropNameRequired: 'Crop Name is required',
  cropNameTooLong: `The crop name is at most ${CROP_LIMITS.nameMaxLength} characters.`,
  cropDescriptionRequired: 'Crop Description is required',
  cropDescriptionTooLong: `The crop description is at most ${CROP_LIMITS.descriptionMaxLength} characters.`,
  sowingDateRequired: 'Sowing Date is required',
  harvestDateRequired: 'Harvest Date is required',
  sowingAfterHarvest: 'The sowing date cannot be after the harvest date.',
  rotationNameRequired: 'Rotation Name is required',
  rotationNameTooLong: `The rotation name is at most ${CROP_LIMITS.rotationNameMaxLength} characters.`,
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  startAfterEnd: 'The start date cannot be after the end date.',
  seasonYear: `Choose a season year from ${SEASON_YEARS.first} to ${SEASON_YEARS.last}.`,
  fieldRequired: 'Please, kindly select a farm field as we redirect you now.',
  selectCropToDelete: 'Please select the crop to delete',
  selectSeasonToDelete: 'Please select the field to delete',
  selectRotationToDelete: 'Please select the rotation to delete',
  cropNameTaken: 'A crop with this name already exists in your team.',
  cropNotFound: 'Crop not found.',
  seasonNotFound: 'Season not found.',
  rotationNotFound: 'Rotation not found.',
  fieldNotFound: 'Field not found.',
  changedMeanwhile: 'The crop was changed at the same time. Please try again.',
  // Toasts (spec 2 §8 Crops), wording as the product has it.
  cropAdded: 'Crop successfully added',
  cropAddFailed: 'Sorry, an error occured.',
  cropDeleted: 'Crop successfully deleted!',
  seasonAdded: 'Season successfully added',
  seasonAddFailed: 'Sorry, an error occured and we could not add a new seasons',
  seasonDeleted: 'Season successfully deleted!',
  rotationAdded: 'Rotation successfully added',
  rotationDeleted: 'Rotation successfully deleted!',
  rotationAddFailed: 'Sorry, an error occured and we could not add a new season.',
  rotateFailed: 'Sorry, an error occured and we could not rotate the season.',
  generic: 'Sorry, an error occurred.',
  loadFailed: 'An error occurred. Please refresh the page.',
} as const;

export const rotatedMessage = (year: number) => `Season ${year} successfully rotated`;

/** Why a crop cannot be deleted: the seasons that still plan it. */
export const cropInUseMessage = (seasons: number) =>
  `This crop is used by ${seasons} ${seasons === 1 ? 'season' : 'seasons'}. Remove ${seasons === 1 ? 'it' : 'them'} first.`;

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
