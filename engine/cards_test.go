package engine

// Test cards. Numbers (HP, types, Weakness, Resistance, Retreat Cost, attack costs and
// damage) come from /work/shared/carddata; behaviour is written as engine primitives.

func basicEnergy(t Type, id string) *Card {
	return &Card{ID: id, Name: t.String() + " Energy", Category: EnergyCard, BasicEnergy: true, Provides: []Type{t}}
}

func flipThen(ops ...Op) []Op { return append([]Op{{Kind: OpFlip, N: 1}}, ops...) }

var (
	// hgss era
	hgFire      = basicEnergy(Fire, "hgss1-116")
	hgGrass     = basicEnergy(Grass, "hgss1-115")
	hgWater     = basicEnergy(Water, "hgss1-117")
	hgMetal     = basicEnergy(Metal, "hgss1-122")
	hgDCE       = &Card{ID: "hgss1-103", Name: "Double Colorless Energy", Category: EnergyCard, Provides: []Type{Colorless, Colorless}}
	hgRainbow   = &Card{ID: "hgss1-104", Name: "Rainbow Energy", Category: EnergyCard, Provides: []Type{AnyType}}
	hgMetalSpec = &Card{ID: "col1-87", Name: "Metal Energy (special)", Category: EnergyCard, Provides: []Type{Metal},
		Mods: []Modifier{{Stage: ModDefenderCards, Amount: -10, DefenderType: Metal}}}

	vulpix = &Card{ID: "hgss2-68", Name: "Vulpix", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Fire},
		Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Fireworks", Cost: []Type{Fire}, Damage: 20,
			After: flipThen(Op{Kind: OpDiscardEnergy, Gate: IfTails, Who: WhoSelf, N: 1, Type: Fire})}}}
	ninetales = &Card{ID: "hgss2-20", Name: "Ninetales", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Vulpix",
		HP: 90, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Searing Flame", Cost: []Type{Fire, Colorless}, Damage: 30,
			After: []Op{{Kind: OpCondition, Who: WhoDefending, Cond: Burned}}}}}
	tropius = &Card{ID: "hgss2-66", Name: "Tropius", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, Resistance: []Resistance{{Type: Fighting, Minus: 20}}, RetreatCost: 1,
		Attacks: []Attack{
			{Name: "Green Call", Cost: []Type{Grass}, After: []Op{{Kind: OpFlip, N: 2},
				{Kind: OpSearch, Gate: EachHeads, N: 1, Filter: Filter{Category: PokemonCard, Type: Grass}, Dest: ToHand}}},
			{Name: "Gust", Cost: []Type{Grass, Colorless}, Damage: 20}}}
	magmar = &Card{ID: "hgss2-52", Name: "Magmar", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Fire},
		Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Live Coal", Cost: []Type{Fire}, Damage: 10},
			{Name: "Magma Punch", Cost: []Type{Fire, Colorless}, Damage: 20}}}
	magmarCOL = &Card{ID: "col1-62", Name: "Magmar", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Fire},
		Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Live Coal", Cost: []Type{Fire}, Damage: 10},
			{Name: "Magma Punch", Cost: []Type{Fire, Colorless}, Damage: 20}}}
	pineco = &Card{ID: "col1-68", Name: "Pineco", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{
			{Name: "Focus Energy", Cost: []Type{Colorless}, After: []Op{{Kind: OpLasting, Who: WhoSelf,
				Lasting: Lasting{Kind: LastingModifier, When: OwnersNextTurn,
					Mod: Modifier{Stage: ModAttacker, Set: true, Amount: 80, OnlyAttack: "Surprise Attack"}}}}},
			{Name: "Surprise Attack", Cost: []Type{Grass, Colorless}, Damage: 40,
				Requires: flipThen(Op{Kind: OpNothing, Gate: IfTails})}}}
	forretress = &Card{ID: "col1-5", Name: "Forretress", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Pineco",
		HP: 90, Types: []Type{Metal}, Weakness: []Weakness{{Type: Fire, Mult: 2}},
		Resistance: []Resistance{{Type: Psychic, Minus: 20}}, RetreatCost: 3,
		Attacks: []Attack{{Name: "Mirror Shot", Cost: []Type{Metal, Colorless}, Damage: 30,
			After: []Op{{Kind: OpLasting, Who: WhoDefending, Lasting: Lasting{Kind: LastingCancelFlip, When: OpponentsNextTurn}}}}}}
	kricketot = &Card{ID: "hgss4-65", Name: "Kricketot", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Beat", Cost: []Type{Grass, Colorless}, Damage: 30}}}
	kricketune = &Card{ID: "hgss4-24", Name: "Kricketune", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Kricketot",
		HP: 80, Types: []Type{Grass}, Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Entrancing Melody", Cost: []Type{Grass, Colorless}, Damage: 30,
			After: flipThen(Op{Kind: OpCondition, Gate: IfHeads, Who: WhoDefending, Cond: Confused})}}}
	cyndaquil = &Card{ID: "hgss1-61", Name: "Cyndaquil", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Fire},
		Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Beat", Cost: []Type{Fire}, Damage: 10}, {Name: "Flare", Cost: []Type{Fire, Colorless}, Damage: 20}}}
	quilava = &Card{ID: "hgss1-49", Name: "Quilava", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Cyndaquil",
		HP: 80, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Flare", Cost: []Type{Fire, Colorless}, Damage: 30},
			{Name: "Flamethrower", Cost: []Type{Fire, Colorless, Colorless}, Damage: 60,
				After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 1}}}}}
	typhlosion = &Card{ID: "hgss1-32", Name: "Typhlosion", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Quilava",
		HP: 130, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Magma Punch", Cost: []Type{Fire, Colorless}, Damage: 50},
			{Name: "Fire Spin", Cost: []Type{Fire, Fire, Colorless}, Damage: 120,
				After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 2}}}}}
	// Ninetales hgss1-7 with its Poké-Power (discard a Fire Energy from hand to draw is
	// simplified here to "draw 3"): switched off by Special Conditions.
	ninetalesPower = &Card{ID: "hgss1-7", Name: "Ninetales", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Vulpix",
		HP: 90, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Will-o'-the-wisp", Cost: []Type{Fire, Fire, Colorless}, Damage: 60}},
		Powers: []Power{{Name: "Roast Reveal", Kind: PokePower, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpDraw, N: 3}}}}}
	enteiRaikou1 = &Card{ID: "hgss2-90", Name: "Entei & Raikou LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 1,
		Tags: TagLegendTwoPrize, HP: 140, Types: []Type{Fire, Lightning},
		Weakness: []Weakness{{Type: Water, Mult: 2}, {Type: Fighting, Mult: 2}},
		Attacks: []Attack{{Name: "Detonation Spin", Cost: []Type{Fire, Colorless}, Damage: 90},
			{Name: "Thunder Fall", Cost: []Type{Lightning, Colorless}}}}
	enteiRaikou2 = &Card{ID: "hgss2-91", Name: "Entei & Raikou LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 2,
		Tags: TagLegendTwoPrize, HP: 140, Types: []Type{Fire, Lightning}}
	// Raikou & Suicune LEGEND attacks Suicune & Entei LEGEND, weak to both its types (the
	// HS—Unleashed FAQ's example).
	raikouSuicune1 = &Card{ID: "hgss2-92", Name: "Raikou & Suicune LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 1,
		Tags: TagLegendTwoPrize, HP: 160, Types: []Type{Lightning, Water},
		Weakness: []Weakness{{Type: Fighting, Mult: 2}, {Type: Lightning, Mult: 2}},
		Attacks:  []Attack{{Name: "Aurora Gain", Cost: []Type{Water, Colorless, Colorless}, Damage: 50}}}
	raikouSuicune2 = &Card{ID: "hgss2-93", Name: "Raikou & Suicune LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 2,
		Tags: TagLegendTwoPrize, HP: 160, Types: []Type{Lightning, Water}}
	suicuneEntei1 = &Card{ID: "hgss2-94", Name: "Suicune & Entei LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 1,
		Tags: TagLegendTwoPrize, HP: 160, Types: []Type{Water, Fire},
		Weakness: []Weakness{{Type: Lightning, Mult: 2}, {Type: Water, Mult: 2}}}
	suicuneEntei2 = &Card{ID: "hgss2-95", Name: "Suicune & Entei LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 2,
		Tags: TagLegendTwoPrize, HP: 160, Types: []Type{Water, Fire}}
	hoohLegend1 = &Card{ID: "hgss1-111", Name: "Ho-Oh LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 1,
		HP: 140, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Bright Wing", Cost: []Type{Fire, Fire, Fire, Fire}, Damage: 100}}}
	hoohLegend2 = &Card{ID: "hgss1-112", Name: "Ho-Oh LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 2,
		HP: 140, Types: []Type{Fire}}

	hgPlusPower = &Card{ID: "hgss2-80", Name: "PlusPower", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpTurnModifier, Mod: Modifier{Stage: ModAttacker, Amount: 10, ActiveOnly: true}}}}
	hgSwitch = &Card{ID: "hgss1-102", Name: "Switch", Category: TrainerCard, Trainer: Item, ChooseOwn: ChooseBenched,
		Play: []Op{{Kind: OpSwitchOwn}}}
	hgReversal = &Card{ID: "hgss1-99", Name: "Pokémon Reversal", Category: TrainerCard, Trainer: Item, ChooseOpp: ChooseBenched,
		Play: flipThen(Op{Kind: OpSwitchOpp, Gate: IfHeads})}
	hgMoomoo = &Card{ID: "hgss1-94", Name: "Moomoo Milk", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpFlip, N: 2}, {Kind: OpHeal, Gate: EachHeads, Who: WhoChosenOwn, Amount: 30}}}
	hgFullHeal = &Card{ID: "hgss1-93", Name: "Full Heal", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpCure, Who: WhoOwnActive}}}
	hgPokeBall = &Card{ID: "hgss1-95", Name: "Poké Ball", Category: TrainerCard, Trainer: Item,
		Play: flipThen(Op{Kind: OpSearch, Gate: IfHeads, N: 1, Filter: Filter{Category: PokemonCard}, Dest: ToHand})}
	hgOak = &Card{ID: "hgss1-101", Name: "Professor Oak's New Theory", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpShuffleHandDraw, N: 6}}}
	hgElm = &Card{ID: "hgss1-100", Name: "Professor Elm's Training Method", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard}, Dest: ToHand}}}
	// Every Stadium card of the covered sets prints that it cannot be played while a card of
	// its name is in play.
	hgIndigo    = &Card{ID: "hgss4-86", Name: "Indigo Plateau", Category: TrainerCard, Trainer: Stadium, Printed: PrintedStadiumName}
	hgLostWorld = &Card{ID: "col1-81", Name: "Lost World", Category: TrainerCard, Trainer: Stadium, Printed: PrintedStadiumName}

	// xy era
	xyFire  = basicEnergy(Fire, "xy1-133")
	xyGrass = basicEnergy(Grass, "xy1-132")
	xyWater = basicEnergy(Water, "xy1-134")
	xyDCE   = &Card{ID: "xy1-130", Name: "Double Colorless Energy", Category: EnergyCard, Provides: []Type{Colorless, Colorless}}

	chespin = &Card{ID: "xy0-3", Name: "Chespin", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Vine Whip", Cost: []Type{Grass}, Damage: 10},
			{Name: "Seed Bomb", Cost: []Type{Grass, Colorless}, Damage: 20}}}
	quilladin = &Card{ID: "xy0-4", Name: "Quilladin", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Chespin",
		HP: 90, Types: []Type{Grass}, Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Leech Seed", Cost: []Type{Grass, Colorless}, Damage: 20,
			After: []Op{{Kind: OpHeal, Who: WhoSelf, Amount: 10}}},
			{Name: "Needle Arm", Cost: []Type{Grass, Colorless, Colorless}, Damage: 50}}}
	froakie = &Card{ID: "xy0-12", Name: "Froakie", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Water},
		Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Pound", Cost: []Type{Water}, Damage: 10},
			{Name: "Water Drip", Cost: []Type{Water, Colorless}, Damage: 20}}}
	frogadier = &Card{ID: "xy0-13", Name: "Frogadier", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Froakie",
		HP: 80, Types: []Type{Water}, Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Water Drip", Cost: []Type{Water}, Damage: 20},
			{Name: "Aqua Wave", Cost: []Type{Water, Water, Colorless}, Damage: 40, Suffix: "+",
				Before: []Op{{Kind: OpFlip, N: 2}, {Kind: OpBaseAdd, Gate: EachHeads, Amount: 20}}}}}
	fennekin = &Card{ID: "xy0-8", Name: "Fennekin", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Fire},
		Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Scratch", Cost: []Type{Fire}, Damage: 10}, {Name: "Live Coal", Cost: []Type{Fire, Colorless}, Damage: 20}}}
	braixen = &Card{ID: "xy0-9", Name: "Braixen", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Fennekin",
		HP: 80, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Firebreathing", Cost: []Type{Fire, Colorless}, Damage: 20, Suffix: "+",
			Before: flipThen(Op{Kind: OpBaseAdd, Gate: IfHeads, Amount: 20})},
			{Name: "Flame Tail", Cost: []Type{Fire, Colorless, Colorless}, Damage: 60}}}
	delphox = &Card{ID: "xy0-10", Name: "Delphox", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Braixen",
		HP: 140, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Will-O-Wisp", Cost: []Type{Fire, Colorless}, Damage: 30},
			{Name: "Fire Blast", Cost: []Type{Fire, Colorless, Colorless, Colorless}, Damage: 120,
				After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 1}}}}}
	venusaurEX = &Card{ID: "xy1-1", Name: "Venusaur-EX", Category: PokemonCard, Stage: Basic, Tags: TagEX, HP: 180,
		Types: []Type{Grass}, Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 4,
		Attacks: []Attack{{Name: "Poison Powder", Cost: []Type{Grass, Colorless, Colorless}, Damage: 60,
			After: []Op{{Kind: OpCondition, Who: WhoDefending, Cond: Poisoned}}},
			{Name: "Jungle Hammer", Cost: []Type{Grass, Grass, Colorless, Colorless}, Damage: 90,
				After: []Op{{Kind: OpHeal, Who: WhoSelf, Amount: 30}}}}}
	megaVenusaurEX = &Card{ID: "xy1-2", Name: "M Venusaur-EX", Category: PokemonCard, Stage: MegaStage, EvolvesFrom: "Venusaur-EX",
		Tags: TagEX | TagMega, Printed: PrintedMegaEndsTurn, HP: 230, Types: []Type{Grass}, Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 4,
		Attacks: []Attack{{Name: "Crisis Vine", Cost: []Type{Grass, Grass, Grass, Colorless}, Damage: 120,
			After: []Op{{Kind: OpCondition, Who: WhoDefending, Cond: Paralyzed}, {Kind: OpCondition, Who: WhoDefending, Cond: Poisoned}}}}}
	blastoiseEX = &Card{ID: "xy1-29", Name: "Blastoise-EX", Category: PokemonCard, Stage: Basic, Tags: TagEX, HP: 180,
		Types: []Type{Water}, Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 3,
		Attacks: []Attack{{Name: "Rapid Spin", Cost: []Type{Colorless, Colorless}, Damage: 30,
			ChooseOwn: ChooseBenched, ChooseOpp: ChooseBenched,
			After: []Op{{Kind: OpSwitchOwn}, {Kind: OpSwitchOpp}}},
			{Name: "Splash Bomb", Cost: []Type{Water, Water, Water}, Damage: 120,
				After: flipThen(Op{Kind: OpDamage, Gate: IfTails, Who: WhoSelf, Amount: 30})}}}
	xyPotion = &Card{ID: "xy0-37", Name: "Potion", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpHeal, Who: WhoChosenOwn, Amount: 30}}}
	xySwitch = &Card{ID: "xy0-38", Name: "Switch", Category: TrainerCard, Trainer: Item, ChooseOwn: ChooseBenched,
		Play: []Op{{Kind: OpSwitchOwn}}}
	xyCatcher = &Card{ID: "xy0-36", Name: "Pokémon Catcher", Category: TrainerCard, Trainer: Item, ChooseOpp: ChooseBenched,
		Play: flipThen(Op{Kind: OpSwitchOpp, Gate: IfHeads})}
	xyTierno = &Card{ID: "xy0-39", Name: "Tierno", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDraw, N: 3}}}
	xyMuscleBand = &Card{ID: "xy1-121", Name: "Muscle Band", Category: TrainerCard, Trainer: Tool,
		Mods: []Modifier{{Stage: ModAttacker, Amount: 20, ActiveOnly: true}}}
	xyHardCharm = &Card{ID: "xy1-119", Name: "Hard Charm", Category: TrainerCard, Trainer: Tool,
		Mods: []Modifier{{Stage: ModDefenderCards, Amount: -20}}}
	xyFairyGarden  = &Card{ID: "xy1-117", Name: "Fairy Garden", Category: TrainerCard, Trainer: Stadium, Printed: PrintedStadiumName}
	xyShadowCircle = &Card{ID: "xy1-126", Name: "Shadow Circle", Category: TrainerCard, Trainer: Stadium, Printed: PrintedStadiumName}

	// sm era
	smFire      = basicEnergy(Fire, "sm1-165")
	smGrass     = basicEnergy(Grass, "sm1-164")
	smLightning = basicEnergy(Lightning, "sm1-167")
	smWater     = basicEnergy(Water, "sm1-166")
	smDCE       = &Card{ID: "sm1-136", Name: "Double Colorless Energy", Category: EnergyCard, Provides: []Type{Colorless, Colorless}}

	litten = &Card{ID: "sm1-24", Name: "Litten", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Fire},
		Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Bite", Cost: []Type{Fire}, Damage: 10}, {Name: "Flare", Cost: []Type{Fire, Colorless}, Damage: 20}}}
	torracat = &Card{ID: "sm1-25", Name: "Torracat", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Litten",
		HP: 90, Types: []Type{Fire}, Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Fury Swipes", Cost: []Type{Fire}, Damage: 20, Suffix: "×",
			Before: []Op{{Kind: OpFlip, N: 3}, {Kind: OpBaseTimes, Amount: 20}}},
			{Name: "Flamethrower", Cost: []Type{Fire, Fire, Colorless}, Damage: 90,
				After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 1}}}}}
	rowlet = &Card{ID: "sm1-9", Name: "Rowlet", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Tackle", Cost: []Type{Colorless}, Damage: 10}, {Name: "Leafage", Cost: []Type{Grass, Colorless}, Damage: 20}}}
	dartrix = &Card{ID: "sm1-10", Name: "Dartrix", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Rowlet",
		HP: 80, Types: []Type{Grass}, Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Sharp Blade Quill", Cost: []Type{Colorless}, ChooseOpp: ChoosePokemon,
			After: []Op{{Kind: OpDamage, Who: WhoChosenOpp, Amount: 20}}},
			{Name: "Leaf Blade", Cost: []Type{Grass, Colorless, Colorless}, Damage: 50, Suffix: "+",
				Before: flipThen(Op{Kind: OpBaseAdd, Gate: IfHeads, Amount: 20})}}}
	decidueyeGX = &Card{ID: "sm1-12", Name: "Decidueye-GX", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Dartrix",
		Tags: TagGX, HP: 240, Types: []Type{Grass}, Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Razor Leaf", Cost: []Type{Grass, Colorless, Colorless}, Damage: 90},
			{Name: "Hollow Hunt-GX", Cost: []Type{Grass}, GX: true, After: []Op{{Kind: OpDraw, N: 3}}}},
		Powers: []Power{{Name: "Feather Arrow", Kind: Ability, Use: UseActivated, OncePerTurn: true, ChooseOpp: ChoosePokemon,
			Ops: []Op{{Kind: OpCounters, Who: WhoChosenOpp, N: 2}}}}}
	grubbin = &Card{ID: "sm1-13", Name: "Grubbin", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Vice Grip", Cost: []Type{Colorless, Colorless}, Damage: 20}}}
	charjabug = &Card{ID: "sm1-51", Name: "Charjabug", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Grubbin",
		HP: 90, Types: []Type{Lightning}, Weakness: []Weakness{{Type: Fighting, Mult: 2}},
		Resistance: []Resistance{{Type: Metal, Minus: 20}}, RetreatCost: 3,
		Attacks: []Attack{{Name: "Shocking Jaws", Cost: []Type{Lightning, Colorless}, Damage: 20,
			After: flipThen(Op{Kind: OpCondition, Gate: IfHeads, Who: WhoDefending, Cond: Paralyzed})},
			{Name: "Electric Ball", Cost: []Type{Lightning, Colorless, Colorless}, Damage: 50}}}
	vikavolt = &Card{ID: "sm1-52", Name: "Vikavolt", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Charjabug",
		HP: 150, Types: []Type{Lightning}, Weakness: []Weakness{{Type: Fighting, Mult: 2}},
		Resistance: []Resistance{{Type: Metal, Minus: 20}}, RetreatCost: 3,
		Attacks: []Attack{{Name: "Electro Cannon", Cost: []Type{Lightning, Colorless, Colorless, Colorless}, Damage: 150,
			After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 3}}}},
		Powers: []Power{{Name: "Strong Charge", Kind: Ability, Use: UseActivated, OncePerTurn: true, ChooseOwn: ChoosePokemon,
			Ops: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true, Type: Grass}, Dest: ToAttach, Who: WhoChosenOwn},
				{Kind: OpSearch, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true, Type: Lightning}, Dest: ToAttach, Who: WhoChosenOwn}}}}}
	giratinaPrism = &Card{ID: "sm5-58", Name: "Giratina ◇", Category: PokemonCard, Stage: Basic, Tags: TagPrismStar, HP: 160,
		Types: []Type{Psychic}, Weakness: []Weakness{{Type: Darkness, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Crisis Dive", Cost: []Type{Psychic, Psychic, Psychic, Psychic}, Damage: 160}}}
	smPotion = &Card{ID: "sm1-127", Name: "Potion", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpHeal, Who: WhoChosenOwn, Amount: 30}}}
	smSwitch = &Card{ID: "sm1-132", Name: "Switch", Category: TrainerCard, Trainer: Item, ChooseOwn: ChooseBenched,
		Play: []Op{{Kind: OpSwitchOwn}}}
	smNestBall = &Card{ID: "sm1-123", Name: "Nest Ball", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard, BasicOnly: true}, Dest: ToBench}}}
	smKukui = &Card{ID: "sm1-128", Name: "Professor Kukui", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDraw, N: 2}, {Kind: OpTurnModifier, Mod: Modifier{Stage: ModAttacker, Amount: 20, ActiveOnly: true}}}}
	smHau = &Card{ID: "sm1-120", Name: "Hau", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDraw, N: 3}}}
	smPoisonBarb = &Card{ID: "sm1-124", Name: "Poison Barb", Category: TrainerCard, Trainer: Tool}
	smCoronet    = &Card{ID: "sm5-130", Name: "Mt. Coronet", Category: TrainerCard, Trainer: Stadium, Printed: PrintedStadiumName}
)

// Basic Pokémon that hurt themselves: decks of them Knock Out both Active Pokémon at once
// often, which is how random games reach Sudden Death.
var (
	larvitar = &Card{ID: "hgss2-50", Name: "Larvitar", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Fighting},
		Weakness: []Weakness{{Type: Water, Mult: 2}}, Resistance: []Resistance{{Type: Lightning, Minus: 20}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Reckless Charge", Cost: []Type{Colorless}, Damage: 20,
			After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 10}}}}}
	teddiursa = &Card{ID: "hgss2-65", Name: "Teddiursa", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Colorless},
		Weakness: []Weakness{{Type: Fighting, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Take Down", Cost: []Type{Colorless}, Damage: 20,
			After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 10}}}}}
	paras = &Card{ID: "hgss1-76", Name: "Paras", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Scratch", Cost: []Type{Colorless}, Damage: 10},
			{Name: "Double-edge Claw", Cost: []Type{Grass, Colorless}, Damage: 30, After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 10}}}}}
	bellsprout = &Card{ID: "hgss4-57", Name: "Bellsprout", Category: PokemonCard, Stage: Basic, HP: 40, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Careless Tackle", Cost: []Type{Grass}, Damage: 20, After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 10}}}}}
	staryu = &Card{ID: "xy1-33", Name: "Staryu", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Water},
		Weakness: []Weakness{{Type: Grass, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Reckless Charge", Cost: []Type{Water, Colorless}, Damage: 30, After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 10}}}}}
	tauros = &Card{ID: "xy1-100", Name: "Tauros", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Colorless},
		Weakness: []Weakness{{Type: Fighting, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Take Down", Cost: []Type{Colorless}, Damage: 30, After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 10}}}}}
	growlithe = &Card{ID: "sm1-21", Name: "Growlithe", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Fire},
		Weakness: []Weakness{{Type: Water, Mult: 2}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Take Down", Cost: []Type{Fire, Colorless, Colorless}, Damage: 60, After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 20}}}}}
	snubbull = &Card{ID: "sm1-90", Name: "Snubbull", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Fairy},
		Weakness: []Weakness{{Type: Metal, Mult: 2}}, Resistance: []Resistance{{Type: Darkness, Minus: 20}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Reckless Charge", Cost: []Type{Fairy}, Damage: 20, After: flipThen(Op{Kind: OpDamage, Gate: IfTails, Who: WhoSelf, Amount: 10})}}}
	electabuzz = &Card{ID: "sm5-43", Name: "Electabuzz", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Lightning},
		Weakness: []Weakness{{Type: Fighting, Mult: 2}}, Resistance: []Resistance{{Type: Metal, Minus: 20}}, RetreatCost: 2,
		Attacks: []Attack{{Name: "Low Kick", Cost: []Type{Lightning, Colorless}, Damage: 30},
			{Name: "Thunder", Cost: []Type{Lightning, Lightning, Colorless}, Damage: 90, After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 30}}}}}
	yungoos = &Card{ID: "sm5-112", Name: "Yungoos", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Colorless},
		Weakness: []Weakness{{Type: Fighting, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Take Down", Cost: []Type{Colorless, Colorless}, Damage: 30, After: []Op{{Kind: OpDamage, Who: WhoSelf, Amount: 10}}}}}
	smFairy    = basicEnergy(Fairy, "sm1-172")
	xyPsychic  = basicEnergy(Psychic, "xy1-136")
	xyDarkness = basicEnergy(Darkness, "xy1-138")
	venipede   = &Card{ID: "xy1-51", Name: "Venipede", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Psychic},
		Weakness: []Weakness{{Type: Psychic, Mult: 2}}, RetreatCost: 3,
		Attacks: []Attack{{Name: "Poison Sting", Cost: []Type{Psychic, Colorless}, Damage: 20,
			After: []Op{{Kind: OpCondition, Who: WhoDefending, Cond: Poisoned}}}}}
	volbeat = &Card{ID: "xy1-8", Name: "Volbeat", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Signal Beam", Cost: []Type{Grass, Colorless}, Damage: 30,
			After: []Op{{Kind: OpCondition, Who: WhoDefending, Cond: Confused}}}}}
	inkay = &Card{ID: "xy1-74", Name: "Inkay", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Darkness},
		Weakness: []Weakness{{Type: Fighting, Mult: 2}}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Confusion Wave", Cost: []Type{Darkness},
			After: []Op{{Kind: OpCondition, Who: WhoDefending, Cond: Confused}, {Kind: OpCondition, Who: WhoSelf, Cond: Confused}}}}}
)

// brawlDecks returns decks of self-damaging Basic Pokémon for an era.
func brawlDecks(era string) [2][]*Card {
	switch era {
	case "hgss":
		d := deckOf(larvitar, 4, teddiursa, 4, paras, 4, bellsprout, 4, hgGrass, 36, hgDCE, 4, hgFullHeal, 4)
		return [2][]*Card{d, d}
	case "xy":
		d := deckOf(staryu, 4, venipede, 4, xyWater, 20, xyPsychic, 24, xyDCE, 4, xyPotion, 4)
		return [2][]*Card{d, d}
	default:
		d := deckOf(growlithe, 4, snubbull, 4, electabuzz, 4, yungoos, 4, smFire, 12, smFairy, 12, smLightning, 12, smDCE, 4, smPotion, 4)
		return [2][]*Card{d, d}
	}
}

// deckOf builds a deck from (card, copies) pairs.
func deckOf(parts ...any) []*Card {
	var d []*Card
	for i := 0; i < len(parts); i += 2 {
		c := parts[i].(*Card)
		n := parts[i+1].(int)
		for j := 0; j < n; j++ {
			d = append(d, c)
		}
	}
	return d
}

// randomDecks returns two legal 60-card decks for an era, built so random games reach
// evolutions, Trainers of every kind, Special Conditions and Knock Outs, and the special kinds
// of card each era's rulebook describes: Fossil Trainer cards, Restored Pokémon, Pokémon BREAK
// and LV.X, Technical Machines, ACE SPEC cards, devolving and moving Energy.
func randomDecks(era string) [2][]*Card {
	switch era {
	case "hgss":
		a := deckOf(vulpix, 4, ninetales, 3, magmar, 3, magmarLVX, 1, cyndaquil, 4, quilava, 3, typhlosion, 2,
			clawFossil, 2, anorith, 2, hgPlusPower, 1, hgSwitch, 2, hgOak, 2, hgIndigo, 2, hgFullHeal, 1,
			tmEmber, 2, devolutionSpray, 1, energySwitch, 2,
			hgFire, 16, hgDCE, 4, enteiRaikou1, 2, enteiRaikou2, 1)
		b := deckOf(pineco, 4, forretress, 3, kricketot, 4, kricketune, 3, tropius, 4, magmarCOL, 0,
			hgReversal, 2, hgMoomoo, 2, hgElm, 2, hgLostWorld, 2, hgSwitch, 2, devolutionSpray, 2, energySwitch, 2, tmEmber, 1,
			hgGrass, 13, hgMetal, 2, hgMetalSpec, 4, hgRainbow, 4, hgDCE, 4)
		return [2][]*Card{a, b}
	case "xy":
		a := deckOf(fennekin, 4, braixen, 3, delphox, 2, froakie, 4, frogadier, 3, blastoiseEX, 2,
			archen, 3, plumeFossil, 3, archeops, 2, computerSearch, 1, tmEmber, 1,
			xyPotion, 1, xySwitch, 2, xyTierno, 2, xyMuscleBand, 2, xyFairyGarden, 2,
			xyFire, 10, xyWater, 9, xyDCE, 4)
		b := deckOf(chespin, 4, quilladin, 3, venusaurEX, 3, megaVenusaurEX, 2, froakie, 3,
			xyCatcher, 2, xyHardCharm, 2, xyTierno, 3, xyShadowCircle, 2, xyPotion, 2, devolutionSpray, 2, energySwitch, 2,
			xyGrass, 17, xyWater, 9, xyDCE, 4)
		return [2][]*Card{a, b}
	default:
		a := deckOf(litten, 4, torracat, 3, rowlet, 4, dartrix, 3, decidueyeGX, 2, giratinaPrism, 1,
			unidentifiedFossil, 3, cranidos, 2, computerSearch, 1, tmEmber, 1, energySwitch, 1,
			smPotion, 2, smKukui, 3, smNestBall, 2, smCoronet, 2, smPoisonBarb, 2,
			smFire, 10, smGrass, 10, smDCE, 4)
		b := deckOf(grubbin, 4, charjabug, 3, charjabugBreak, 2, vikavolt, 2, rowlet, 4, dartrix, 2,
			smSwitch, 2, smHau, 3, smNestBall, 2, smCoronet, 2, smPotion, 2, devolutionSpray, 2,
			smLightning, 14, smGrass, 12, smDCE, 4)
		return [2][]*Card{a, b}
	}
}
