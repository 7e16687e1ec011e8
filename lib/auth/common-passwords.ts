// About 1,600 of the most commonly used passwords, lower-cased: the usual "top 1,000" of leaked-password frequency
// lists plus the keyboard walks, years, seasons, names, teams and "Password1"-style variants around them. A new
// password that matches one (compared in lower case) is refused: NIST SP 800-63B asks new passwords to be checked
// against commonly used values. Written out here, so the check needs no network and no data file.
const LIST = `
!qaz2wsx 0000 000000 00000000 010203 0123456789 09876543 0987654321 101010 102030 1111 11111 111111 1111111
11111111 112233 11223344 1122334455 112358 11235813 1212 121212 12121212 123000 123123 123123123 123321 1234
12341234 12344321 12345 1234554321 123456 123456654321 1234567 12345678 123456789 1234567890 123456789012
12345678910 123456789a 123456a 123456q 12345a 12345qwert 12345qwerty 1234abcd 1234qwer 1234qwerasdf 123654
123789 123abc 123hello 123qwe 123qweasd 131313 1314520 1337 13579 135790 1357924680 147258 147258369 159357
159753 159951 1980 1981 1982 1983 1984 19841984 1985 19851985 1986 19861986 1987 19871987 1988 19881988 1989
19891989 1990 19901990 1991 19911991 1992 1993 1994 1995 1996 1997 1998 1999 1a2b3c 1a2s3d4f 1q2w3e 1q2w3e4r
1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i 1qa2ws3ed 1qaz!qaz 1qaz2wsx 1qaz2wsx3edc
1qaz2wsx3edc4rfv 1qaz@wsx 1qazxcvb 1qazxsw2 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 2010 2020 2021
2022 2023 2112 212121 222222 232323 2468 24680 258456 271828 31337 31415926 3141592653 321321 333333 420 4200
420420 42069 4321 444444 4815162342 49ers 50cent 5150 5201314 520520 54321 55555 555555 654321 666 6666 666666
66666666 6969 696969 69696969 696969696 741852963 7654321 777 7777 777777 7777777 789456 8675309 87654321
87654321a 888888 88888888 963852741 987654 987654321 9876543210 999999 a12345 a123456 a1b2c3 a1b2c3d4 aa123456
aa12345678 aaaaaa aaaaaa1 aaaaaaaa aaron abc123 abc12345 abc123456 abcd123 abcd1234 abcdef abcdefg abcdefgh
abcdefghi abigail access access1 access14 adam adidas admin admin123 admin@123 administrator administrator1
albert alex alex1 alexander alexis alexis1 alfie alien amanda amanda1 amber amber1 america america1 amor amore
andrea andrea1 andrew andrew1 android angel angel1 angel123 angela angela1 angels angels1 anthony anthony1
anything apple apple1 apple123 apples april archie army arsenal arsenal1 arthur arthur1 artist asd123 asdasd
asdf asdf1234 asdfasdf asdfgh asdfgh1 asdfghjk asdfghjkl asdfghjkl1 asdfjkl asdfjkl; asdqwe123 ashley ashley1
ashley12 ashley123 asshole audi august austin austin1 australia autumn autumn2021 autumn2022 ava avengers
awesome awesome1 azerty babe baby baby123 babyboy babygirl babygirl1 bacon badboy bailey banana banana1 bandit
barbara barcelona barney baseball baseball1 baseball12 baseball123 basketball bastard batman batman1 batman123
bayern beach bear bear1 bears bears1 beatles beautiful beer bengals benjamin benjamin1 berlin best bestest
bestfriend beyonce bible bigdick bigdog billion birthday bitch bitch1 biteme black black1 blackberry blessed
blessing blink182 blue blue1 blueberry bmw bond007 bonjour bonnie booboo boobs booger books boomer boss boston
boxing brandon brandon1 brandy brazil brian britney brittany brittany1 broncos brown browns bubba buddy buddy1
builder bulldog bulls bunny business buster buster1 butter butterfly butterfly1 california calvin camaro
camaro1 cameron camping canada canada1 candy captain captainamerica caramel carlos cash casper castle cat
catdog cats cdewsx celtic celtics champ champion changeme changeme123 chaos charles charles1 charlie charlie1
charlie12 cheese cheese1 chelsea chelsea1 cherry chester chevrolet chevy chicago chicago1 chicken chicken1
chiefs china chloe chocolate chocolate1 chouchou chris chris1 christ christina christmas christopher church
cinnamon civic clown cocacola cock cocksucker coconut coffee coffee1 college company company123 compaq
computer computer1 computer12 contrasena contraseña cookie cookie1 cookies cool cool123 coolguy cooper corazon
corvette corvette1 cosmos courtney cowboy cowboy1 cowboys cowboys1 cowgirl crazy crazy1 creative crow crown
crystal crystal1 crystal12 cunt cupcake cutie cutie1 cycling daisy dakota dallas dance dancer dancing daniel
daniel1 daniel123 danielle danielle1 david david1 death deathnote debbie december default demo demon dennis
devil dexter diablo diamond diamond1 dick dickhead director doctor doctor1 dog doggie dogs dollar dollars
dolphin dolphin1 dolphins dolphins1 dragon dragon1 dragon12 dragon123 dragonball dragonfly dragonslayer drake
driver driver1 drums ducati dumb dylan eagle eagle1 eagles eagles1 earth easter edcedc edward edward1 elephant
elite elizabeth elvis emerald emily eminem eminem1 emma empire engineer england english enter enter123 eric
ethan everyone everything facebook faith falcon falcon1 fall2022 family family1 february fender ferrari
ferrari1 ficken fire fire123 firefly fireman firewall fishing fishing1 fitness florida florida1 flower flower1
flowers fluffy football football1 football12 football123 football2 ford forest forever forever1 forgot
forgotten fortnite france frank freddie freddy freedom freedom1 friday friend friends frodo frozen fuck fucker
fuckme fuckoff fuckyou fuckyou1 fun funny fussball galaxy gandalf gandalf1 gateway gators gemini george
george1 germany gfhjkm ghbdtn ghost ghost1 giants giants1 ginger ginger1 gmail god godisgood gold golden
golden1 golf golfer golfer1 good goodbye goodluck google gordon gorgeous grace green grey guest guitar guitar1
gunner gunner1 gym h4x0r hacker hacker1 hacking haha hahaha hallo hallo123 halloween hamburger hammer hannah
hannah1 happiness happy happy1 happyday hardcore harley harley1 harry harrypotter hawk heather heather1 heaven
hehe hell hellfire hello hello1 hello12 hello123 hello1234 hellokitty helloworld helpdesk helpme henry hero
heroes hi hidden history hithere hockey hockey1 hogwarts holiday honda honey honey1 hope horny horse horses
hotdog hotdog1 hotmail hotstuff hottie hunter hunter1 hunter12 hunting hurricane iamthebest ice iceman iceman1
idiot iforgot ilovegod ilovejesus iloveme ilovemom ilovemymom ilovemyself iloveu iloveyou iloveyou! iloveyou1
iloveyou12 iloveyou123 iloveyou2 iloveyou3 imissyou india insane instagram inter internet internet1 invisible
iphone ironman isabella island italy jack jackie jackpot jackson jackson1 jacob jacob1 jade jaguar jake james
james1 january japan jasmine jason jason1 jasper jennifer jennifer1 jennifer12 jennifer123 jeremy jessica
jessica1 jessica12 jessica123 jessie jesus jesus1 jesuschrist jets jkl; jkljkl john john1 johnny johnson joker
jonathan jonathan1 jordan jordan1 jordan12 jordan23 joseph joseph1 joshua joshua1 july june junior junior1
justin justin1 justinbieber juventus kawasaki kayla kevin keyboard killer killer1 killer12 kimberly king
king123 kingdom kinky kisses kitten kitty kitty123 klaster knight korea kyle lakers lakers1 laptop laura
laura1 lauren lauren1 lawyer leet legend legend1 lemon letmein letmein1 letmein12 letmein123 letmeinnow liam
liberty library lightning lily lily1 linda linux lion lion123 liverpoo liverpool liverpool1 lkjhgfdsa lmao
logan lol london london1 lord loser love love123 love1234 lovelove lovely lovely1 lovely123 loveme lover
lover1 lovers loveyou loveyou1 lucas lucifer lucky lucky1 lucky13 lucky7 lucky777 macintosh maddog madison
madison1 madness madonna madrid maggie magic magician manager manchester mango manutd march maria marina
marine marine1 mark marlboro martin martini mary mason master master1 master12 master123 masterkey math maths
matrix matrix1 matthew matthew1 maverick max max123 maximus maxwell may megan melissa melissa1 mercedes
mercedes1 merlin merlin1 metal metallic metallica mexico mia michael michael1 michael12 michael123 michelle
michelle1 mickey microsoft midnight mike milan miller million millionaire minecraft minecraft1 mmmmmm mnbvcxz
mobilemail mom monday money money1 money123 monica monitor monitoring monkey monkey1 monkey123 monster montana
moon moonlight morgan morpheus moscow moscow1 motdepasse mother motherfucker motorola mountain mountain1 mouse
muffin murphy muscle music music1 musician mustang mustang1 mustanggt mylove mypass mypass123 mypassword
mysecret myself myspace myspace1 mystery naruto naruto123 nascar natalie natasha nathan nathan1 nature naughty
navy ncc1701 neo network newpass newpassword newyork newyork1 nicholas nicholas1 nicole nicole1 nicole12
nikita niners ninja ninja123 nintendo nirvana nirvana1 nissan nissan1 no noah nobody nokia nope nothing
nothing1 november nurse nursing ocean october office office123 ohmygod ok okay oldpassword oliver oliver1
olivia omg onedirection opensesame orange orange1 orange123 outdoor outlook p4ssword p@$$w0rd p@ssw0rd
p@ssw0rd1 p@ssword p@ssword1 pa$$word pa55w0rd pa55word packers packers1 painter panther panties paradise
paris pass pass01 pass123 pass1234 pass12345 passe passpass passw0rd passw0rd! passw0rd1 password password!
password00 password01 password1 password1! password12 password123 password1234 password2 password2020
password2021 password2022 password2023 password2024 password2025 password2026 passwordpassword passwort
patricia patrick patriots paul peach peaches peanut peanut1 pearl penis pepper pepper1 personal peter phoenix
phoenix1 piano pilot pineapple pink pizza pizza123 planet platinum player playstation please poet poetry
poiuytrewq pokemon pokemon1 pokemon123 police police1 pony pookie porn porsche porsche911 praise predator
president pretty prince prince1 princesa princess princess1 princess12 princess123 printer private pumpkin
puppies puppy purple purple1 pussy pussycat q1w2e3 q1w2e3r4 q1w2e3r4t5 q2w3e4r5 qazqaz qazwsx qazwsxedc qazxsw
qq123456 queen queen123 qwaszx qwe123 qwe123456 qweasd qweasdzxc qweqwe qwer1234 qwerasdf qwerasdfzxcv qwert
qwert12345 qwerty qwerty! qwerty1 qwerty12 qwerty123 qwerty1234 qwerty12345 qwerty321 qwertyu qwertyui
qwertyuiop qwertyuiop1 qwertyuiop123 qwertz rabbit rabbit1 rachel rachel1 raiders raiders1 rainbow rainbow1
random ranger rangers rangers1 raspberry raven ravens reading realmadrid reaper rebecca red red123 redskins
redskins1 redsox redsox1 remember remember1 rich richard richard1 richard12 rihanna river robert robert1
roblox roblox123 rocket rocket1 rocknroll rockstar rocky rocky1 rodeo rome root root123 rose rosebud roses
royal ruby running rush2112 russia ryan saints samantha samantha1 sample samson samsung samsung1 samuel
samurai sandra sapphire sarah sarah1 satan saturday savior schatz school school1 science scooby scooter
scorpio scorpion scott sea seahawks secret secret1 secret12 secret123 security september server service seven
sex sex123 sexsex sexy sexy123 sexygirl shadow shadow1 shadow123 shannon shark sharks sheriff shit shogun
sierra silver silver1 singer skateboard skater skeleton slayer slipknot slipknot1 slut smile smiley smokey
sniper snoopy snow snowball snowboard snowflake snowman snuggles soccer soccer1 soccer12 soccer123 soldier
soleil somebody someone something sommer sophia sophie space spain spanky sparky spider spiderman spiderman1
spring spring2020 spring2021 spring2022 spring2023 star star123 starlight stars startrek starwars starwars1
starwars123 steelers steelers1 stella stephanie stephen steven steven1 storm strawberry student stupid success
success1 sugar summer summer1 summer12 summer123 summer2020 summer2021 summer2022 summer2023 summer2024 sunday
sunflower sunrise sunset sunshine sunshine1 sunshine123 superhero superman superman1 superman123 superstar
support surfer surfing susan suzuki sweet sweetheart sweetie swimming sydney sydney1 sysadmin taylor taylor1
tea teacher teamo teddy teddybear temp temp123 temporary temppass tennis tennis1 tequiero tequila terminator
test test123 test1234 testing texas thebest theman thomas thomas1 thunder thunder1 thursday thx1138 tiffany
tiffany1 tiger tiger123 tigers tigers1 tigger tigger1 tits together tokyo toor toor123 topsecret tornado
toyota toyota1 trinity trinity1 trouble trustno1 tucker tuesday tupac turtle turtle1 twitter tyler ubuntu
unicorn united united1 universe university unknown usa usa123 user vacation valentine vampire vanilla victor
victoria victoria1 victory viking vikings vodka volkswagen voodoo warrior warrior1 watermelon webmaster
wednesday weekend welcome welcome1 welcome12 welcome123 welcome1234 welcome2020 welcome2021 welcome2022
welcome2023 welcome2024 welcomehome whale whatever whatever1 whatever12 whiskey white whore william william1
willie wilson windows winner winner1 winston winter winter1 winter12 winter2020 winter2021 winter2022
winter2023 wizard wizard1 woaini woaini1314 wolf wolfpack wolves work worker working wrestling writer wsxwsx
xbox360 xswzaq xxxxxx xxxxxxxx yahoo yamaha yamaha1 yankees yankees1 yeah yellow yellow1 yes yourself youtube
zachary zaq12wsx zaq1zaq1 zaqxsw zombie zxc123 zxcasdqwe zxcvb zxcvbn zxcvbnm zxcvbnm1 zxcvbnm123 zzzzzz
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
