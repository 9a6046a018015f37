/**
 * Demo catalog seeded on the first start of an empty database (docs/architecture.md#data-and-money).
 * Amounts are integer fils (1 AED = 100 fils). Images are drawings in apps/api/assets/catalog, served under
 * /uploads/catalog as WebP renderings (shipped-images.ts).
 *
 * Dynamic metal products: final price = metal price per gram x weightGrams x purity + premiumFils.
 * 'Bar Weight' options of a dynamic product add a fixed amount (the extra metal and making charge
 * at the seeded metal price), so they do not follow later metal price changes.
 */
import type { DemoAttribute, DemoCatalog } from './demo-catalog.types.js'
import { shippedImageUrl } from './shipped-images.js'

const TROY_OUNCE_GRAMS = 31.1035
/** 10 tola, the bar size traditionally traded in the Gulf (1 tola = 11.6638 g). */
const TEN_TOLA_GRAMS = 116.64

/** Seeded metal prices, AED per gram of pure metal, in fils. */
const GOLD_PER_GRAM_FILS = 46_850 // 468.50 AED/g
const SILVER_PER_GRAM_FILS = 585 // 5.85 AED/g

const images = (slug: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => shippedImageUrl('products', `${slug}-${i + 1}`))

const PHONE_WARRANTY: DemoAttribute = { attributeType: 'Warranty', value: '1 year manufacturer' }

export const DEMO_CATALOG: DemoCatalog = {
  categories: [
    { name: 'Gold', imagePath: shippedImageUrl('categories', 'gold') },
    { name: 'Silver', imagePath: shippedImageUrl('categories', 'silver') },
    { name: 'Smartphones', imagePath: shippedImageUrl('categories', 'smartphones') },
  ],
  metalPrices: [
    { metalType: 'gold', pricePerGramFils: GOLD_PER_GRAM_FILS },
    { metalType: 'silver', pricePerGramFils: SILVER_PER_GRAM_FILS },
  ],
  products: [
    // ------------------------------------------------------------------ Gold
    {
      sku: 'AU-PAMP-FORT-1OZ',
      name: 'PAMP Suisse Fortuna 1 oz Gold Bar',
      description:
        '1 oz (31.1035 g) minted bar of 999.9 fine gold with the Lady Fortuna design, sealed in tamper-evident CertiPAMP packaging.',
      category: 'Gold',
      descriptions: [
        'PAMP Suisse strikes this one troy ounce bar in Castel San Pietro, Switzerland, from 999.9 fine gold. The obverse carries Lady Fortuna, the Roman goddess of fortune and the most recognised design in bullion; the reverse is stamped with the weight, fineness, the "Essayeur Fondeur" assayer mark and a unique serial number.',
        'Every bar is sealed in CertiPAMP packaging: a tamper-evident assay card printed with the same serial number and a certificate of authenticity. Keep the card sealed to preserve full resale value with dealers across the UAE and abroad.',
        'PAMP is an LBMA Good Delivery refiner. As investment gold of 99%+ purity the bar is zero-rated for UAE VAT, and its price follows the live gold price plus a fixed making charge. Delivery is fully insured and free of charge.',
      ],
      images: images('gold-pamp-fortuna-1oz', 4),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'CertiPAMP assay card', priceAdjustmentFils: 0 },
            { name: 'CertiPAMP card in gift presentation box', priceAdjustmentFils: 15_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'PAMP Suisse' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '31.1035', unit: 'g' },
        { attributeType: 'Dimensions', value: '41 × 24', unit: 'mm' },
        { attributeType: 'Origin', value: 'Switzerland' },
      ],
      vatPercent: 0,
      shippingCostFils: 0,
      stock: 18,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'gold',
        weightGrams: TROY_OUNCE_GRAMS,
        purity: 0.9999,
        premiumFils: 44_000,
      },
    },
    {
      sku: 'AU-VALC-COMBI-50G',
      name: 'Valcambi CombiBar 50 × 1 g Gold',
      description:
        'Divisible 50 g bar of 999.9 fine gold: fifty 1 g pieces that snap apart by hand, each stamped with weight and fineness.',
      category: 'Gold',
      descriptions: [
        "The CombiBar is Valcambi's answer to the question of how to hold gold in small, spendable units without paying small-bar premiums on every gram. A single credit-card-sized plate of 999.9 fine gold is scored into fifty 1 g pieces that can be broken off by hand, cleanly and without tools.",
        'Each piece is individually stamped with the Valcambi logo, its 1 g weight and 999.9 fineness, so a detached gram remains a recognisable, tradeable bullion piece. The whole bar ships in a sealed blister with a certificate of authenticity carrying its serial number.',
        'Valcambi refines in Balerna, Switzerland, and is on the LBMA Good Delivery list. Zero-rated for UAE VAT as investment gold; price follows the live gold price plus a fixed making charge. Insured delivery is free.',
      ],
      images: images('gold-valcambi-combibar-50g', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Sealed blister with certificate', priceAdjustmentFils: 0 },
            { name: 'Blister in leather wallet', priceAdjustmentFils: 9_500 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Valcambi' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '50', unit: 'g' },
        { attributeType: 'Segments', value: '50 × 1', unit: 'g' },
        { attributeType: 'Origin', value: 'Switzerland' },
      ],
      vatPercent: 0,
      shippingCostFils: 0,
      stock: 9,
      isNew: false,
      pricing: { kind: 'dynamic', metalType: 'gold', weightGrams: 50, purity: 0.9999, premiumFils: 117_000 },
    },
    {
      sku: 'AU-EMG-100G',
      name: 'Emirates Gold 100 g Minted Gold Bar',
      description:
        '100 g minted bar of 999.9 fine gold, refined in Dubai by Emirates Gold and sealed in a serial-numbered assay card.',
      category: 'Gold',
      descriptions: [
        'A 100 g bar is the sweet spot for many UAE investors: large enough for a low making charge per gram, small enough to sell on in part of a portfolio. This bar is refined and minted in Dubai by Emirates Gold from 999.9 fine gold.',
        "The polished face shows the Emirates Gold mark, the weight, the fineness and a unique serial number that is repeated on the sealed assay card, together with the assayer's signature. The reverse carries a fine guilloche pattern that makes the bar hard to counterfeit.",
        'Zero-rated for UAE VAT as investment gold of 99%+ purity. The price follows the live gold price plus a fixed making charge of roughly 1.8%. Delivery within the UAE is insured and free.',
      ],
      images: images('gold-emirates-gold-100g', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Sealed assay card', priceAdjustmentFils: 0 },
            { name: 'Assay card in velvet gift box', priceAdjustmentFils: 15_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Emirates Gold' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '100', unit: 'g' },
        { attributeType: 'Origin', value: 'United Arab Emirates' },
      ],
      vatPercent: 0,
      shippingCostFils: 0,
      stock: 0,
      isNew: false,
      pricing: { kind: 'dynamic', metalType: 'gold', weightGrams: 100, purity: 0.9999, premiumFils: 84_000 },
    },
    {
      sku: 'AU-ETIHAD-MINT',
      name: 'Al Etihad Gold Minted Bar',
      description:
        "Minted bar of 999.9 fine gold from Dubai's Al Etihad Gold refinery, in 5 g, 10 g or 20 g, sealed in an assay card.",
      category: 'Gold',
      descriptions: [
        'Al Etihad Gold is a Dubai refinery supplying bullion to banks and jewellers across the Gulf. Its minted bars are struck from 999.9 fine gold with a mirror-polished face showing the refinery mark, weight, fineness and serial number.',
        'Choose the size that fits your budget: 5 g is a popular first purchase and gift, while 10 g and 20 g lower the making charge per gram. Each bar comes sealed in a tamper-evident card that doubles as its certificate of assay.',
        'Zero-rated for UAE VAT as investment gold. The 5 g price follows the live gold price; the heavier sizes add the extra metal and making charge. Insured delivery costs 25 AED.',
      ],
      images: images('gold-al-etihad-minted-bar', 4),
      variants: [
        {
          name: 'Bar Weight',
          options: [
            { name: '5 g', priceAdjustmentFils: 0 },
            { name: '10 g', priceAdjustmentFils: 243_600 },
            { name: '20 g', priceAdjustmentFils: 726_200 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Al Etihad Gold' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Origin', value: 'United Arab Emirates' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 26,
      isNew: false,
      pricing: { kind: 'dynamic', metalType: 'gold', weightGrams: 5, purity: 0.9999, premiumFils: 14_000 },
    },
    {
      sku: 'AU-AH-KINE-20G',
      name: 'Argor-Heraeus Kinebar 20 g Gold Bar',
      description:
        '20 g bar of 999.9 fine gold with an integrated KINEGRAM hologram, sealed in an Argor-Heraeus assay card.',
      category: 'Gold',
      descriptions: [
        "Argor-Heraeus of Mendrisio, Switzerland, is one of the world's largest precious-metal refiners and an LBMA Good Delivery member. The Kinebar carries a KINEGRAM optical security hologram set into the face of the bar, the same technology used on banknotes and passports.",
        'Tilt the bar and the hologram shifts between images, which makes a counterfeit easy to spot without any equipment. The bar, stamped with weight, fineness and serial number, is sealed in a card that carries the matching serial and certificate.',
        'Zero-rated for UAE VAT as investment gold of 99%+ purity. The price follows the live gold price plus a fixed making charge. Insured delivery costs 25 AED.',
      ],
      images: images('gold-argor-heraeus-kinebar-20g', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Sealed assay card', priceAdjustmentFils: 0 },
            { name: 'Assay card in gift presentation box', priceAdjustmentFils: 12_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Argor-Heraeus' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '20', unit: 'g' },
        { attributeType: 'Origin', value: 'Switzerland' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 12,
      isNew: false,
      pricing: { kind: 'dynamic', metalType: 'gold', weightGrams: 20, purity: 0.9999, premiumFils: 37_500 },
    },
    {
      sku: 'AU-ETIHAD-TT10',
      name: 'Al Etihad Gold 10 Tola Bar',
      description:
        'The classic Gulf 10 tola (116.64 g) cast bar in 999 fine gold, stamped with refinery mark, fineness and serial number.',
      category: 'Gold',
      descriptions: [
        'The 10 tola bar, often called the TT bar, is the traditional unit of the Dubai and South Asian gold trade: 116.64 g of 999 fine gold. It is the bar most widely recognised and quoted by souk dealers and jewellers across the region, which makes it one of the easiest bars to sell on.',
        'Al Etihad Gold casts each bar in Dubai and stamps it with the refinery mark, the 10 tola weight, 999.0 fineness and a serial number that matches the accompanying certificate. Cast bars carry a lower making charge than minted bars of the same weight.',
        'Zero-rated for UAE VAT as investment gold. The price follows the live gold price plus a fixed making charge of about 1.2%. Insured delivery is free.',
      ],
      images: images('gold-al-etihad-10-tola-bar', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Pouch with certificate', priceAdjustmentFils: 0 },
            { name: 'Velvet gift box with certificate', priceAdjustmentFils: 12_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Al Etihad Gold' },
        { attributeType: 'Purity', value: '999.0', unit: '‰' },
        { attributeType: 'Weight', value: '116.64', unit: 'g' },
        { attributeType: 'Origin', value: 'United Arab Emirates' },
      ],
      vatPercent: 0,
      shippingCostFils: 0,
      stock: 15,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'gold',
        weightGrams: TEN_TOLA_GRAMS,
        purity: 0.999,
        premiumFils: 65_500,
      },
    },
    {
      sku: 'AU-EMG-1KG',
      name: 'Emirates Gold 1 kg Cast Gold Bar',
      description:
        '1 kg cast bar of 999.9 fine gold with assay certificate: the lowest making charge per gram in the range.',
      category: 'Gold',
      descriptions: [
        'The kilobar is the standard unit of professional gold investors and banks. This 1,000 g bar is cast by Emirates Gold in Dubai from 999.9 fine gold and stamped with the refinery mark, weight, fineness and serial number.',
        'Each bar is delivered with a certificate of analysis matching its serial number. Because the making charge is spread over a full kilogram, it is only about 0.6% of the metal value, the lowest in our range.',
        'Zero-rated for UAE VAT as investment gold. The price follows the live gold price. Delivery is insured and free; for a bar of this value our team contacts you to arrange a delivery slot.',
      ],
      images: images('gold-emirates-gold-1kg-bar', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Sealed with assay certificate', priceAdjustmentFils: 0 },
            { name: 'Wooden presentation case', priceAdjustmentFils: 35_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Emirates Gold' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '1000', unit: 'g' },
        { attributeType: 'Origin', value: 'United Arab Emirates' },
      ],
      vatPercent: 0,
      shippingCostFils: 0,
      stock: 2,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'gold',
        weightGrams: 1000,
        purity: 0.9999,
        premiumFils: 281_000,
      },
    },
    {
      sku: 'AU-BRIT-1OZ',
      name: 'Britannia 1 oz Gold Coin 2026',
      description:
        "The Royal Mint's 1 oz Britannia in 999.9 fine gold, with King Charles III on the obverse and four anti-counterfeit features.",
      category: 'Gold',
      descriptions: [
        "Struck by The Royal Mint in Llantrisant, Wales, the Britannia is the United Kingdom's bullion coin. The reverse shows Britannia with trident and shield; the obverse carries the effigy of King Charles III and the £100 face value.",
        'Since 2021 the Britannia carries four security features: a latent image that switches between a padlock and a trident as the coin is tilted, micro-text around the rim, surface animation in the waves and tincture lines on the Union flag of the shield.',
        'The 32.69 mm coin contains one troy ounce of 999.9 fine gold and is zero-rated for UAE VAT. Delivered in a protective capsule; a Royal Mint gift box is available.',
      ],
      images: images('gold-britannia-1oz', 4),
      variants: [
        {
          name: 'Year',
          options: [
            { name: '2026', priceAdjustmentFils: 0 },
            { name: '2025', priceAdjustmentFils: -3_000 },
          ],
        },
        {
          name: 'Packaging',
          options: [
            { name: 'Capsule', priceAdjustmentFils: 0 },
            { name: 'Royal Mint gift box', priceAdjustmentFils: 18_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'The Royal Mint' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '32.69', unit: 'mm' },
      ],
      vatPercent: 0,
      shippingCostFils: 3_500,
      stock: 20,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'gold',
        weightGrams: TROY_OUNCE_GRAMS,
        purity: 0.9999,
        premiumFils: 73_000,
      },
    },
    {
      sku: 'AU-MAPLE-1OZ',
      name: 'Canadian Gold Maple Leaf 1 oz 2026',
      description:
        'Royal Canadian Mint 1 oz gold coin in 999.9 fine gold with radial lines and a laser micro-engraved maple leaf privy mark.',
      category: 'Gold',
      descriptions: [
        'The Gold Maple Leaf has been struck by the Royal Canadian Mint since 1979 and was among the first bullion coins in 999.9 fine gold. The reverse shows the sugar maple leaf; the obverse the effigy of King Charles III and the 50 dollar face value.',
        "Its security features are built into the coin: precisely machined radial lines across the fields, and a micro-engraved maple leaf privy mark with the last two digits of the year, visible under magnification. The Mint's Bullion DNA readers can verify the coin at dealers.",
        'The 30 mm coin contains one troy ounce of fine gold and is zero-rated for UAE VAT. It is priced on the live gold price plus a fixed premium and shipped insured in a protective capsule.',
      ],
      images: images('gold-maple-leaf-1oz', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Capsule', priceAdjustmentFils: 0 },
            { name: 'Gift box', priceAdjustmentFils: 15_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'Royal Canadian Mint' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '30', unit: 'mm' },
      ],
      vatPercent: 0,
      shippingCostFils: 3_500,
      stock: 24,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'gold',
        weightGrams: TROY_OUNCE_GRAMS,
        purity: 0.9999,
        premiumFils: 65_500,
      },
    },
    {
      sku: 'AU-KRUG-1OZ',
      name: 'South African Krugerrand 1 oz Gold Coin',
      description:
        'The original bullion coin: 22 carat (916.7) gold alloyed with copper, containing exactly one troy ounce of fine gold.',
      category: 'Gold',
      descriptions: [
        'First issued in 1967 by the South African Mint, the Krugerrand was the first modern gold bullion coin and remains one of the most widely held. The obverse shows Paul Kruger, the reverse a springbok antelope, the national animal of South Africa.',
        'The coin is struck in 22 carat gold (91.67%) alloyed with copper, which gives it its warm reddish tone and a hard, scratch-resistant surface. It weighs 33.93 g for exactly 31.1035 g (one troy ounce) of fine gold.',
        'Because its purity is below 99%, the Krugerrand does not qualify as investment gold for UAE VAT and carries the standard 5% VAT. Priced on the live gold price plus a fixed premium.',
      ],
      images: images('gold-krugerrand-1oz', 3),
      variants: [
        {
          name: 'Year',
          options: [
            { name: '2026', priceAdjustmentFils: 0 },
            { name: 'Mixed years', priceAdjustmentFils: -5_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'South African Mint' },
        { attributeType: 'Purity', value: '916.7', unit: '‰' },
        { attributeType: 'Weight', value: '33.93', unit: 'g' },
        { attributeType: 'Fine gold content', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '32.77', unit: 'mm' },
      ],
      vatPercent: 5,
      shippingCostFils: 3_500,
      stock: 0,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'gold',
        weightGrams: 33.93,
        purity: 0.9167,
        premiumFils: 58_000,
      },
    },
    {
      sku: 'AU-EAGLE-1OZ',
      name: 'American Gold Eagle 1 oz 2026',
      description:
        'United States Mint 1 oz gold coin in 22 carat gold, with the redesigned family-of-eagles reverse and 50 dollar face value.',
      category: 'Gold',
      descriptions: [
        "The American Gold Eagle is the official gold bullion coin of the United States, struck at West Point. The obverse shows Augustus Saint-Gaudens' Liberty striding forward; the reverse is the eagle head design introduced in 2021, with enhanced anti-counterfeit features.",
        'Struck in 22 carat gold (91.67% gold, 3% silver, 5.33% copper) for durability, the coin weighs 33.93 g and contains exactly one troy ounce of fine gold.',
        'Purity below 99% means standard 5% UAE VAT applies. The price follows the live gold price plus a fixed premium; shipped insured in a protective capsule or optional gift box.',
      ],
      images: images('gold-american-eagle-1oz', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Capsule', priceAdjustmentFils: 0 },
            { name: 'Gift box', priceAdjustmentFils: 18_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'United States Mint' },
        { attributeType: 'Purity', value: '916.7', unit: '‰' },
        { attributeType: 'Weight', value: '33.93', unit: 'g' },
        { attributeType: 'Fine gold content', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '32.7', unit: 'mm' },
      ],
      vatPercent: 5,
      shippingCostFils: 3_500,
      stock: 7,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'gold',
        weightGrams: 33.93,
        purity: 0.9167,
        premiumFils: 87_500,
      },
    },
    {
      sku: 'AU-PAMP-HORSE-5G',
      name: 'PAMP Suisse Lunar Horse 2026 5 g Gold Bar',
      description:
        'Limited 2026 Lunar Year of the Horse design by PAMP Suisse: 5 g of 999.9 fine gold in a red CertiPAMP card. Launch price.',
      category: 'Gold',
      descriptions: [
        'PAMP Suisse marks each year of the Chinese lunar calendar with a dedicated design. For 2026, the Year of the Horse, a galloping horse is struck in high relief on a 5 g bar of 999.9 fine gold; the reverse carries the weight, fineness and serial number.',
        'The bar is sealed in a red CertiPAMP assay card, tamper-evident and printed with a matching serial number, which makes it a ready-to-give present for Lunar New Year, Eid or a birthday.',
        'This is a collector edition sold at a fixed price rather than on the live gold price. Zero-rated for UAE VAT as investment gold; insured delivery costs 25 AED.',
      ],
      images: images('gold-pamp-lunar-horse-5g', 4),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'CertiPAMP assay card', priceAdjustmentFils: 0 },
            { name: 'Card in red lunar gift folder', priceAdjustmentFils: 9_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'PAMP Suisse' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '5', unit: 'g' },
        { attributeType: 'Series', value: 'Lunar Year of the Horse 2026' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 30,
      isNew: true,
      pricing: { kind: 'fixed', basePriceFils: 274_900, finalPriceFils: 262_500 },
    },

    // ---------------------------------------------------------------- Silver
    {
      sku: 'AG-MAPLE-1OZ',
      name: 'Canadian Silver Maple Leaf 1 oz 2026',
      description:
        'Royal Canadian Mint 1 oz coin in 999.9 fine silver, with radial lines, a laser privy mark and MINTSHIELD spot protection.',
      category: 'Silver',
      descriptions: [
        'The Silver Maple Leaf is one of the purest silver bullion coins made, struck by the Royal Canadian Mint in 999.9 fine silver. The reverse shows the sugar maple leaf; the obverse King Charles III and the 5 dollar face value.',
        "Machined radial lines and a micro-engraved maple leaf privy mark protect against counterfeits, and the Mint's MINTSHIELD surface treatment reduces the white spots that silver coins can develop over time.",
        'Zero-rated for UAE VAT as investment silver of 99%+ purity. Priced on the live silver price plus a fixed premium and shipped insured in a protective capsule.',
      ],
      images: images('silver-maple-leaf-1oz', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Capsule', priceAdjustmentFils: 0 },
            { name: 'Gift box', priceAdjustmentFils: 4_500 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'Royal Canadian Mint' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '38', unit: 'mm' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 60,
      isNew: false,
      // A tube holds 25 coins, a monster box 500: dealers price silver coins by the tube.
      volumeTiers: [
        { minQuantity: 10, discountPercent: 2 },
        { minQuantity: 25, discountPercent: 4 },
      ],
      pricing: {
        kind: 'dynamic',
        metalType: 'silver',
        weightGrams: TROY_OUNCE_GRAMS,
        purity: 0.9999,
        premiumFils: 6_500,
      },
    },
    {
      sku: 'AG-BRIT-1OZ',
      name: 'Britannia 1 oz Silver Coin 2026',
      description:
        "The Royal Mint's 1 oz Britannia in 999 fine silver, with King Charles III on the obverse and a colour-shifting latent image.",
      category: 'Silver',
      descriptions: [
        "Britain's silver bullion coin, struck by The Royal Mint in 999 fine silver. The reverse shows Britannia standing with trident and shield, the obverse King Charles III and the £2 face value.",
        'The Britannia shares the security features of its gold sibling: a latent image that changes from a padlock to a trident when the coin is tilted, micro-text on the rim, animated waves and tincture lines on the shield.',
        'Zero-rated for UAE VAT as investment silver. Priced on the live silver price plus a fixed premium; previous-year coins are offered at a small discount.',
      ],
      images: images('silver-britannia-1oz', 3),
      variants: [
        {
          name: 'Year',
          options: [
            { name: '2026', priceAdjustmentFils: 0 },
            { name: '2025', priceAdjustmentFils: -500 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'The Royal Mint' },
        { attributeType: 'Purity', value: '999', unit: '‰' },
        { attributeType: 'Weight', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '38.61', unit: 'mm' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 45,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'silver',
        weightGrams: TROY_OUNCE_GRAMS,
        purity: 0.999,
        premiumFils: 6_000,
      },
    },
    {
      sku: 'AG-PHIL-1OZ',
      name: 'Vienna Philharmonic 1 oz Silver Coin 2026',
      description:
        'Austrian Mint 1 oz coin in 999 fine silver, showing the Musikverein organ and the instruments of the Vienna Philharmonic.',
      category: 'Silver',
      descriptions: [
        "The Vienna Philharmonic is one of Europe's best-selling silver bullion coins, struck by the Austrian Mint (Münze Österreich) in 999 fine silver. One side shows the great organ of the Golden Hall of the Musikverein in Vienna; the other a cello, violins, a horn, a bassoon and a harp.",
        'The coin carries a face value of 1.50 euro, is 37 mm across and contains one troy ounce of fine silver.',
        'Zero-rated for UAE VAT as investment silver. Priced on the live silver price plus a fixed premium and shipped insured in a protective capsule.',
      ],
      images: images('silver-vienna-philharmonic-1oz', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Capsule', priceAdjustmentFils: 0 },
            { name: 'Gift box', priceAdjustmentFils: 4_500 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'Austrian Mint' },
        { attributeType: 'Purity', value: '999', unit: '‰' },
        { attributeType: 'Weight', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '37', unit: 'mm' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 0,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'silver',
        weightGrams: TROY_OUNCE_GRAMS,
        purity: 0.999,
        premiumFils: 5_800,
      },
    },
    {
      sku: 'AG-EAGLE-1OZ',
      name: 'American Silver Eagle 1 oz 2026',
      description:
        'United States Mint 1 oz coin in 999 fine silver with Walking Liberty obverse and the landing-eagle reverse introduced in 2021.',
      category: 'Silver',
      descriptions: [
        "The American Silver Eagle is the official silver bullion coin of the United States. Its obverse is Adolph Weinman's Walking Liberty, first used on the half dollar of 1916; the reverse, introduced in 2021, shows an eagle landing with an oak branch.",
        'The coin is struck in 999 fine silver, measures 40.6 mm and carries a face value of one dollar, with a reeded edge.',
        "Zero-rated for UAE VAT as investment silver. Priced on the live silver price plus a fixed premium, which is higher than for other 1 oz silver coins because of the coin's strong collector demand.",
      ],
      images: images('silver-american-eagle-1oz', 4),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Capsule', priceAdjustmentFils: 0 },
            { name: 'US Mint gift box', priceAdjustmentFils: 6_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'United States Mint' },
        { attributeType: 'Purity', value: '999', unit: '‰' },
        { attributeType: 'Weight', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '40.6', unit: 'mm' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 32,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'silver',
        weightGrams: TROY_OUNCE_GRAMS,
        purity: 0.999,
        premiumFils: 8_500,
      },
    },
    {
      sku: 'AG-VALC-1KG',
      name: 'Valcambi 1 kg Cast Silver Bar',
      description:
        '1 kg cast bar of 999 fine silver from Swiss refiner Valcambi, stamped with serial number and shipped with a certificate.',
      category: 'Silver',
      descriptions: [
        'The kilo bar is the most cost-effective way to hold physical silver: the making charge per gram is a fraction of that of coins. This 1,000 g bar is cast by Valcambi in Balerna, Switzerland, an LBMA Good Delivery refiner.',
        'The bar is stamped with the Valcambi logo, its weight, 999.0 fineness and a unique serial number, and comes shrink-wrapped with a matching certificate.',
        'Zero-rated for UAE VAT as investment silver of 99%+ purity. The price follows the live silver price plus a fixed premium. Because of its weight, insured delivery costs 75 AED.',
      ],
      images: images('silver-valcambi-1kg-bar', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Shrink-wrapped with certificate', priceAdjustmentFils: 0 },
            { name: 'Wooden presentation case', priceAdjustmentFils: 22_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Valcambi' },
        { attributeType: 'Purity', value: '999.0', unit: '‰' },
        { attributeType: 'Weight', value: '1000', unit: 'g' },
        { attributeType: 'Origin', value: 'Switzerland' },
      ],
      vatPercent: 0,
      shippingCostFils: 7_500,
      stock: 6,
      isNew: false,
      pricing: {
        kind: 'dynamic',
        metalType: 'silver',
        weightGrams: 1000,
        purity: 0.999,
        premiumFils: 41_000,
      },
    },
    {
      sku: 'AG-PAMP-100G',
      name: 'PAMP Suisse Fortuna 100 g Silver Bar',
      description:
        '100 g minted bar of 999 fine silver with the Lady Fortuna design, sealed in tamper-evident CertiPAMP packaging.',
      category: 'Silver',
      descriptions: [
        'PAMP Suisse brings its best-known design to silver: the Lady Fortuna is struck on a 100 g bar of 999 fine silver, with the weight, fineness, assayer mark and serial number on the face.',
        'The bar is sealed in a CertiPAMP assay card, tamper-evident and printed with the matching serial number, which protects its mirror finish and keeps its resale value intact.',
        'Zero-rated for UAE VAT as investment silver. The price follows the live silver price plus a fixed making charge; insured delivery costs 25 AED.',
      ],
      images: images('silver-pamp-fortuna-100g', 3),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'CertiPAMP assay card', priceAdjustmentFils: 0 },
            { name: 'CertiPAMP card in gift box', priceAdjustmentFils: 6_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'PAMP Suisse' },
        { attributeType: 'Purity', value: '999.0', unit: '‰' },
        { attributeType: 'Weight', value: '100', unit: 'g' },
        { attributeType: 'Origin', value: 'Switzerland' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 22,
      isNew: false,
      pricing: { kind: 'dynamic', metalType: 'silver', weightGrams: 100, purity: 0.999, premiumFils: 8_800 },
    },
    {
      sku: 'AG-EMG-MINT',
      name: 'Emirates Gold Minted Silver Bar',
      description:
        'Minted bar of 999 fine silver made in Dubai by Emirates Gold, in 50 g, 100 g or 250 g, sealed with a certificate.',
      category: 'Silver',
      descriptions: [
        'Emirates Gold, the Dubai refinery, mints these bars from 999 fine silver with a polished face showing the refinery mark, weight, fineness and serial number.',
        'Pick the size that suits you: the 50 g bar is an affordable way to start, while 100 g and 250 g bring the making charge per gram down. Each bar is sealed in a card with its certificate of assay.',
        'Zero-rated for UAE VAT as investment silver. The 50 g price follows the live silver price; the heavier sizes add the extra metal and making charge. Insured delivery costs 25 AED.',
      ],
      images: images('silver-emirates-gold-minted-bar', 3),
      variants: [
        {
          name: 'Bar Weight',
          options: [
            { name: '50 g', priceAdjustmentFils: 0 },
            { name: '100 g', priceAdjustmentFils: 32_200 },
            { name: '250 g', priceAdjustmentFils: 125_700 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Emirates Gold' },
        { attributeType: 'Purity', value: '999.0', unit: '‰' },
        { attributeType: 'Origin', value: 'United Arab Emirates' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 28,
      isNew: true,
      pricing: { kind: 'dynamic', metalType: 'silver', weightGrams: 50, purity: 0.999, premiumFils: 5_800 },
    },
    {
      sku: 'AG-PERTH-HORSE-1OZ',
      name: 'Perth Mint Lunar Year of the Horse 2026 1 oz Silver Coin',
      description:
        'Australian Lunar Series III coin for the 2026 Year of the Horse: 1 oz of 999.9 fine silver, struck by The Perth Mint.',
      category: 'Silver',
      descriptions: [
        'The Perth Mint\'s Australian Lunar series celebrates each animal of the Chinese zodiac. The 2026 coin of Lunar Series III shows a horse in motion with the Chinese character for horse and the word "Horse"; the obverse carries King Charles III and the 1 dollar face value.',
        'Struck in 999.9 fine silver, the coin is minted only during its year of issue, so mintages are limited and collector demand tends to hold the premium over time.',
        'Sold at a fixed collector price rather than on the live silver price. Zero-rated for UAE VAT as investment silver; supplied in a capsule or in a Perth Mint display box.',
      ],
      images: images('silver-perth-lunar-horse-1oz', 4),
      variants: [
        {
          name: 'Packaging',
          options: [
            { name: 'Capsule', priceAdjustmentFils: 0 },
            { name: 'Perth Mint display box', priceAdjustmentFils: 6_500 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Mint', value: 'The Perth Mint' },
        { attributeType: 'Purity', value: '999.9', unit: '‰' },
        { attributeType: 'Weight', value: '31.1035', unit: 'g' },
        { attributeType: 'Diameter', value: '45.6', unit: 'mm' },
      ],
      vatPercent: 0,
      shippingCostFils: 2_500,
      stock: 40,
      isNew: true,
      pricing: { kind: 'fixed', basePriceFils: 27_900, finalPriceFils: null },
    },

    // ----------------------------------------------------------- Smartphones
    {
      sku: 'PH-IP17P',
      name: 'Apple iPhone 17 Pro',
      description:
        '6.3-inch ProMotion display, A19 Pro chip and three 48 MP cameras in a heat-forged aluminium unibody. UAE version.',
      category: 'Smartphones',
      descriptions: [
        'iPhone 17 Pro moves to a heat-forged aluminium unibody with an internal vapour chamber, so the A19 Pro chip sustains its performance in long gaming and video sessions. The 6.3-inch Super Retina XDR display runs at up to 120 Hz with ProMotion and is protected by Ceramic Shield 2.',
        'The camera plateau holds three 48 MP Fusion cameras: main, ultra-wide and a telephoto with up to 8x optical-quality zoom. The 18 MP Center Stage front camera frames group selfies in portrait or landscape without turning the phone.',
        'UAE version with a 1-year manufacturer warranty, honoured by Apple and its authorised service providers in the UAE. Free insured delivery.',
      ],
      images: images('phone-iphone-17-pro', 4),
      variants: [
        {
          name: 'Storage',
          options: [
            { name: '256 GB', priceAdjustmentFils: 0 },
            { name: '512 GB', priceAdjustmentFils: 85_000 },
            { name: '1 TB', priceAdjustmentFils: 170_000 },
          ],
        },
        {
          name: 'Colour',
          options: [
            { name: 'Cosmic Orange', priceAdjustmentFils: 0 },
            { name: 'Deep Blue', priceAdjustmentFils: 0 },
            { name: 'Silver', priceAdjustmentFils: 0 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Apple' },
        { attributeType: 'Screen Size', value: '6.3', unit: 'inch' },
        { attributeType: 'Chip', value: 'A19 Pro' },
        PHONE_WARRANTY,
      ],
      vatPercent: 5,
      shippingCostFils: 0,
      stock: 35,
      isNew: false,
      pricing: { kind: 'fixed', basePriceFils: 459_900, finalPriceFils: null },
    },
    {
      sku: 'PH-IP17PM',
      name: 'Apple iPhone 17 Pro Max',
      description:
        '6.9-inch ProMotion display, A19 Pro chip, three 48 MP cameras and the longest battery life of any iPhone. UAE version.',
      category: 'Smartphones',
      descriptions: [
        'iPhone 17 Pro Max has the largest display in the range, a 6.9-inch Super Retina XDR panel with ProMotion up to 120 Hz, an always-on mode and Ceramic Shield 2 on the front. The aluminium unibody makes room for a bigger battery and a vapour chamber that keeps the A19 Pro chip cool.',
        'Three 48 MP Fusion cameras cover ultra-wide to an 8x optical-quality telephoto, with 4K 120 fps Dolby Vision video and ProRes RAW for creators. Storage goes up to 2 TB, a first for iPhone.',
        'UAE version with a 1-year manufacturer warranty. Free insured delivery.',
      ],
      images: images('phone-iphone-17-pro-max', 3),
      variants: [
        {
          name: 'Storage',
          options: [
            { name: '256 GB', priceAdjustmentFils: 0 },
            { name: '512 GB', priceAdjustmentFils: 85_000 },
            { name: '1 TB', priceAdjustmentFils: 170_000 },
            { name: '2 TB', priceAdjustmentFils: 340_000 },
          ],
        },
        {
          name: 'Colour',
          options: [
            { name: 'Deep Blue', priceAdjustmentFils: 0 },
            { name: 'Cosmic Orange', priceAdjustmentFils: 0 },
            { name: 'Silver', priceAdjustmentFils: 0 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Apple' },
        { attributeType: 'Screen Size', value: '6.9', unit: 'inch' },
        { attributeType: 'Chip', value: 'A19 Pro' },
        PHONE_WARRANTY,
      ],
      vatPercent: 5,
      shippingCostFils: 0,
      stock: 22,
      isNew: false,
      pricing: { kind: 'fixed', basePriceFils: 509_900, finalPriceFils: null },
    },
    {
      sku: 'PH-S26U',
      name: 'Samsung Galaxy S26 Ultra',
      description:
        '6.9-inch QHD+ display, Snapdragon 8 Elite Gen 5 for Galaxy, 200 MP camera and built-in S Pen. Launch offer price.',
      category: 'Smartphones',
      descriptions: [
        "The Galaxy S26 Ultra is Samsung's flagship for 2026: a 6.9-inch Dynamic AMOLED 2X display at QHD+ resolution and up to 120 Hz, with an anti-reflective Gorilla Armor cover that stays readable in bright UAE sunshine.",
        'The Snapdragon 8 Elite Gen 5 for Galaxy powers on-device Galaxy AI features such as live call translation, including Arabic. The quad camera is led by a 200 MP main sensor with 3x and 5x telephoto lenses, and the S Pen is built into the titanium frame.',
        'Samsung promises seven years of Android and security updates. UAE version with dual SIM and a 1-year manufacturer warranty; free insured delivery.',
      ],
      images: images('phone-galaxy-s26-ultra', 4),
      variants: [
        {
          name: 'Storage',
          options: [
            { name: '256 GB', priceAdjustmentFils: 0 },
            { name: '512 GB', priceAdjustmentFils: 60_000 },
            { name: '1 TB', priceAdjustmentFils: 180_000 },
          ],
        },
        {
          name: 'Colour',
          options: [
            { name: 'Titanium Silverblue', priceAdjustmentFils: 0 },
            { name: 'Titanium Black', priceAdjustmentFils: 0 },
            { name: 'Titanium Whitesilver', priceAdjustmentFils: 0 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Samsung' },
        { attributeType: 'Screen Size', value: '6.9', unit: 'inch' },
        { attributeType: 'Chip', value: 'Snapdragon 8 Elite Gen 5 for Galaxy' },
        { attributeType: 'Main Camera', value: '200', unit: 'MP' },
        PHONE_WARRANTY,
      ],
      vatPercent: 5,
      shippingCostFils: 0,
      stock: 40,
      isNew: true,
      pricing: { kind: 'fixed', basePriceFils: 519_900, finalPriceFils: 499_900 },
    },
    {
      sku: 'PH-ZFOLD8',
      name: 'Samsung Galaxy Z Fold8',
      description:
        'A phone that opens into an 8-inch tablet: slimmer hinge, 6.5-inch cover screen, 200 MP camera and Galaxy AI.',
      category: 'Smartphones',
      descriptions: [
        'Closed, the Galaxy Z Fold8 is a regular phone with a 6.5-inch cover display; open, it becomes an 8-inch tablet for split-screen multitasking, documents and video. The redesigned hinge folds flat with a barely visible crease.',
        'Inside are the Snapdragon 8 Elite Gen 5 for Galaxy and a 200 MP main camera, with ultra-wide and 3x telephoto lenses. Galaxy AI features such as Interpreter use both screens to show a conversation to both people at once.',
        'UAE version with a 1-year manufacturer warranty. Free insured delivery.',
      ],
      images: images('phone-galaxy-z-fold8', 3),
      variants: [
        {
          name: 'Storage',
          options: [
            { name: '256 GB', priceAdjustmentFils: 0 },
            { name: '512 GB', priceAdjustmentFils: 60_000 },
            { name: '1 TB', priceAdjustmentFils: 180_000 },
          ],
        },
        {
          name: 'Colour',
          options: [
            { name: 'Blue Shadow', priceAdjustmentFils: 0 },
            { name: 'Silver Shadow', priceAdjustmentFils: 0 },
            { name: 'Jetblack', priceAdjustmentFils: 0 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Samsung' },
        { attributeType: 'Screen Size', value: '8.0', unit: 'inch' },
        { attributeType: 'Cover Screen', value: '6.5', unit: 'inch' },
        { attributeType: 'Chip', value: 'Snapdragon 8 Elite Gen 5 for Galaxy' },
        PHONE_WARRANTY,
      ],
      vatPercent: 5,
      shippingCostFils: 0,
      stock: 0,
      isNew: true,
      pricing: { kind: 'fixed', basePriceFils: 749_900, finalPriceFils: null },
    },
    {
      sku: 'PH-PIXEL11P',
      name: 'Google Pixel 11 Pro',
      description:
        '6.3-inch Super Actua display, Google Tensor G6 with Gemini built in, triple camera with 5x telephoto and 7 years of updates.',
      category: 'Smartphones',
      descriptions: [
        "Pixel 11 Pro is Google's compact flagship: a 6.3-inch Super Actua OLED display at up to 120 Hz and 3,000 nits, in a polished aluminium frame with a matte glass back and the signature camera bar.",
        'The Tensor G6 chip runs Gemini Nano on the device for features like call screening, Magic Editor and real-time translation. The triple camera pairs a 50 MP main sensor with a 48 MP ultra-wide and a 48 MP 5x telephoto with Pro Res Zoom.',
        'Google provides seven years of Android, security and Pixel Drop updates. International version with a 1-year manufacturer warranty; insured delivery costs 25 AED.',
      ],
      images: images('phone-pixel-11-pro', 3),
      variants: [
        {
          name: 'Storage',
          options: [
            { name: '256 GB', priceAdjustmentFils: 0 },
            { name: '512 GB', priceAdjustmentFils: 50_000 },
          ],
        },
        {
          name: 'Colour',
          options: [
            { name: 'Porcelain', priceAdjustmentFils: 0 },
            { name: 'Obsidian', priceAdjustmentFils: 0 },
            { name: 'Moonstone', priceAdjustmentFils: 0 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Google' },
        { attributeType: 'Screen Size', value: '6.3', unit: 'inch' },
        { attributeType: 'Chip', value: 'Google Tensor G6' },
        PHONE_WARRANTY,
      ],
      vatPercent: 5,
      shippingCostFils: 2_500,
      stock: 14,
      isNew: true,
      pricing: { kind: 'fixed', basePriceFils: 429_900, finalPriceFils: null },
    },
    {
      sku: 'PH-OP15',
      name: 'OnePlus 15',
      description:
        '6.78-inch 165 Hz display, Snapdragon 8 Elite Gen 5, 7,300 mAh battery with 120 W SUPERVOOC charging.',
      category: 'Smartphones',
      descriptions: [
        'The OnePlus 15 is built for speed: the Snapdragon 8 Elite Gen 5 with up to 16 GB of RAM drives a 6.78-inch AMOLED display that refreshes at up to 165 Hz for fluid gaming.',
        'Its 7,300 mAh silicon-carbon battery comfortably lasts two days of normal use and refills with 120 W SUPERVOOC wired or 50 W wireless charging. The triple 50 MP camera covers wide, ultra-wide and 3.5x telephoto.',
        'IP68 and IP69 rated against dust and water. International version with a 1-year manufacturer warranty; insured delivery costs 25 AED.',
      ],
      images: images('phone-oneplus-15', 3),
      variants: [
        {
          name: 'Storage',
          options: [
            { name: '256 GB (12 GB RAM)', priceAdjustmentFils: 0 },
            { name: '512 GB (16 GB RAM)', priceAdjustmentFils: 40_000 },
          ],
        },
        {
          name: 'Colour',
          options: [
            { name: 'Sand Storm', priceAdjustmentFils: 0 },
            { name: 'Infinite Black', priceAdjustmentFils: 0 },
            { name: 'Ultra Violet', priceAdjustmentFils: 0 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'OnePlus' },
        { attributeType: 'Screen Size', value: '6.78', unit: 'inch' },
        { attributeType: 'Chip', value: 'Snapdragon 8 Elite Gen 5' },
        { attributeType: 'Battery', value: '7300', unit: 'mAh' },
        PHONE_WARRANTY,
      ],
      vatPercent: 5,
      shippingCostFils: 2_500,
      stock: 17,
      isNew: false,
      pricing: { kind: 'fixed', basePriceFils: 349_900, finalPriceFils: null },
    },
    {
      sku: 'PH-XI17U',
      name: 'Xiaomi 17 Ultra',
      description:
        'Leica-tuned camera phone with a 1-inch main sensor, 6.73-inch 2K display and Snapdragon 8 Elite Gen 5.',
      category: 'Smartphones',
      descriptions: [
        "Xiaomi's photography flagship, co-engineered with Leica. The round camera module houses a 1-inch-type 50 MP main sensor, a 50 MP ultra-wide and a periscope telephoto, with Leica Authentic and Vibrant colour profiles.",
        'A 6.73-inch 2K AMOLED display at up to 120 Hz, the Snapdragon 8 Elite Gen 5 and a large silicon-carbon battery with 90 W wired and 80 W wireless charging round out the package.',
        'The Leica Edition comes in a titanium-finish frame with a textured back for a small surcharge. International version with a 1-year manufacturer warranty; insured delivery costs 25 AED.',
      ],
      images: images('phone-xiaomi-17-ultra', 3),
      variants: [
        {
          name: 'Storage',
          options: [
            { name: '512 GB', priceAdjustmentFils: 0 },
            { name: '1 TB', priceAdjustmentFils: 70_000 },
          ],
        },
        {
          name: 'Colour',
          options: [
            { name: 'Black', priceAdjustmentFils: 0 },
            { name: 'White', priceAdjustmentFils: 0 },
            { name: 'Leica Edition Titanium', priceAdjustmentFils: 25_000 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Xiaomi' },
        { attributeType: 'Screen Size', value: '6.73', unit: 'inch' },
        { attributeType: 'Chip', value: 'Snapdragon 8 Elite Gen 5' },
        { attributeType: 'Main Camera', value: '50 MP, 1-inch type' },
        PHONE_WARRANTY,
      ],
      vatPercent: 5,
      shippingCostFils: 2_500,
      stock: 10,
      isNew: true,
      pricing: { kind: 'fixed', basePriceFils: 499_900, finalPriceFils: null },
    },
    {
      sku: 'PH-HW-PURA80U',
      name: 'Huawei Pura 80 Ultra',
      description:
        'Camera flagship with a 1-inch main sensor and switchable dual telephoto, 6.8-inch display and Kirin 9020 chip.',
      category: 'Smartphones',
      descriptions: [
        "The Pura 80 Ultra is built around Huawei's XMAGE camera: a 1-inch-type 50 MP main sensor and a switchable periscope telephoto that moves between 3.7x and 9.4x optical zoom, so distant subjects stay sharp at both focal lengths.",
        'A 6.8-inch LTPO OLED display, the Kirin 9020 chip and a 5,700 mAh battery with 100 W wired and 80 W wireless charging complete the package. Kunlun Glass protects the display.',
        'Note: Huawei phones sold in the UAE use Huawei AppGallery instead of Google Play services. International version with a 1-year manufacturer warranty; insured delivery costs 25 AED.',
      ],
      images: images('phone-huawei-pura-80-ultra', 3),
      variants: [
        {
          name: 'Storage',
          options: [
            { name: '512 GB', priceAdjustmentFils: 0 },
            { name: '1 TB', priceAdjustmentFils: 60_000 },
          ],
        },
        {
          name: 'Colour',
          options: [
            { name: 'Prestige Gold', priceAdjustmentFils: 0 },
            { name: 'Glazed Black', priceAdjustmentFils: 0 },
          ],
        },
      ],
      attributes: [
        { attributeType: 'Brand', value: 'Huawei' },
        { attributeType: 'Screen Size', value: '6.8', unit: 'inch' },
        { attributeType: 'Chip', value: 'Kirin 9020' },
        PHONE_WARRANTY,
      ],
      vatPercent: 5,
      shippingCostFils: 2_500,
      stock: 8,
      isNew: false,
      pricing: { kind: 'fixed', basePriceFils: 549_900, finalPriceFils: 519_900 },
    },
  ],
}
