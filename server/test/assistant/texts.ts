/**
 * Real texts for the built-in engine's tests: a news article, a product announcement, a short post
 * and a French paragraph. Written for these tests (no copyrighted article is reproduced).
 */
export const newsArticle = `Riverton approves downtown bike lane network after years of debate

The Riverton city council voted 7 to 2 on Tuesday to build a protected bike lane network across downtown, ending a debate that has divided the city for nearly a decade. The network will connect the train station, the university campus and the waterfront with eleven kilometres of lanes separated from traffic by concrete curbs.

Construction of the bike lane network is expected to start in March and take two years. The project will cost 14 million dollars, most of it paid by a regional transport grant that the city won last spring. Officials said the remaining money will come from the parking budget.

"Every family in Riverton deserves to get to school and work safely, whether they drive, walk or ride a bike," said Mayor Elena Ortiz after the vote. She called the decision a turning point for public safety in the city.

Supporters of the bike lanes packed the council chamber for the vote. Many wore yellow shirts and carried signs with the names of cyclists injured on downtown streets. According to police figures, 43 cyclists were hurt in downtown crashes last year, twice as many as five years ago.

Not everyone welcomed the decision. Shop owners on Main Street warned that removing parking spaces for the bike lanes would drive customers to the shopping mall outside the city. "We are not against bikes, but we cannot survive without parking," said Tom Becker, who runs a hardware store on Main Street.

The council promised to build two new parking garages near Main Street before the lanes open. Transport director Aisha Rahman said the city would also add bike parking, new traffic lights for cyclists and a public bike sharing program with 300 bikes.

Riverton is the third city in the region to approve a protected bike lane network. Similar projects in Lakeside and Norford increased cycling by more than 40 percent within three years, and local shops there reported no loss of customers.

The first section of the bike lane network, between the train station and the university, is scheduled to open next autumn.`;

export const productAnnouncement = `Introducing the Aurora X2 espresso machine

Today we are launching the Aurora X2, our quietest and fastest home espresso machine yet. The Aurora X2 heats up in just 25 seconds thanks to a new thermoblock heater, so your first espresso is ready before your toast.

The built-in grinder has 30 settings and grinds fresh beans for every cup. A pressure gauge on the front shows exactly how your espresso is extracting, and the steam wand makes silky milk foam for lattes and cappuccinos.

We designed the Aurora X2 to be easy to clean. The drip tray, water tank and brew group come out in seconds and go straight into the dishwasher. The espresso machine reminds you when it is time to descale.

The Aurora X2 is available in matte black, silver and sage green. It costs 649 dollars and ships worldwide from June 1. Pre-order the Aurora X2 on our website today and get a free bag of single origin coffee beans.`;

export const shortTweet =
  'Our summer coffee festival starts Saturday in the park! Live music, latte art and free tastings from local roasters ☕';

export const frenchText = `La ville de Lyon a inauguré samedi un nouveau marché couvert consacré aux producteurs locaux. Le marché accueille quarante exploitations agricoles de la région, qui vendent directement leurs fruits, leurs légumes et leurs fromages. Selon la mairie, le marché couvert doit réduire les intermédiaires et garantir un revenu plus juste aux agriculteurs. Les habitants ont été nombreux à visiter le marché dès son ouverture, malgré la pluie. Le marché sera ouvert du mercredi au dimanche, de huit heures à dix-neuf heures.`;
