# Командная строка: что говорят `hotseat --help` и справка каждой команды.

cli-usage = Использование:
cli-options = Параметры
cli-arguments = Аргументы
cli-commands = Команды
cli-options-placeholder = [ПАРАМЕТРЫ]
cli-command = КОМАНДА
cli-help = Показать справку
cli-version = Показать версию
cli-default = по умолчанию
cli-possible-values = значения
cli-help-about = Показать эту справку или справку названных команд

cli-about = Шахматы для двоих за одной клавиатурой, в терминале: ходы в алгебраической нотации, шахматные часы, официальные правила, PGN.
cli-play-time = Контроль времени: none (по умолчанию), 5 (минут), 90s, 5+3 (добавление), 15d5 (задержка), 15b5 (Бронштейн), 40/90+30,30+30 (периоды), 1h30m, "5 byo 3x30s" (бёёми), "5 canadian 10/5" (канадское бёёми), "hourglass 3" (песочные часы), upcount (счёт вверх); фора по времени: белых vs чёрных, 5+3 vs 3+3. Открытая или продолженная партия сохраняет свой
cli-play-fen = Начать с этой позиции вместо обычной начальной
cli-play-chess960 = Chess960: случайная начальная позиция или позиция с этим номером (0–959; 518 — обычная расстановка)
cli-play-variant = Какие шахматы: «standard» (по умолчанию), «chess960», «crazyhouse», «atomic», «antichess», «king-of-the-hill», «three-check», «horde» или «racing-kings»; с --fen FEN читается в этом варианте
cli-play-white = Имя белых (по умолчанию «White»); переименовывает белых и в открытой или продолженной партии
cli-play-black = Имя чёрных (по умолчанию «Black»); переименовывает чёрных и в открытой или продолженной партии
cli-play-draw_rules = club: троекратное повторение позиции и правило 50 ходов сразу заканчивают партию; fide: это претензии игрока, а пятикратное повторение и правило 75 ходов заканчивают партию
cli-play-ascii = Буквы вместо шахматных фигурок; --ascii=false — фигурки везде. По умолчанию буквы там, где в терминале нет фигурок (консоль Linux) или они занимают две клетки, а в остальных — фигурки
cli-play-theme = Цвета доски: green, brown, blue, contrast или mono
cli-play-flip = Какая сторона внизу: «white» (белые), «black» (чёрные) или «auto» (та, чей ход)
cli-play-lang = Язык экрана (по умолчанию — по локали: LC_ALL, LC_MESSAGES или LANG)
cli-play-plain = Играть строками текста вместо полного экрана: приглашение и по фразе на каждый ход и событие, для экранных дикторов, брайлевских дисплеев, простых терминалов и каналов (выбирается и при TERM=dumb)
cli-play-mouse = Оставить мышь терминалу (чтобы выделять текст), а не играть ею
cli-play-instant = Делать введённый ход сразу, как только текст называет один возможный ход и более длинный текст не назовёт другой, без Enter (O-O ждёт, пока возможна O-O-O; команды по-прежнему с Enter)
cli-play-takebacks = Можно ли брать ходы назад: on (по умолчанию, с согласия соперника) или off — для серьёзной партии (продолженная партия, где это было запрещено, так и играется)
cli-play-armageddon = Армагеддон: ничья засчитывается чёрным как победа (0-1)
cli-play-clock_start = Когда пускаются часы: «game» (часы белых идут с начала партии, правило ФИДЕ 6.6) или «first-move» (с первым ходом белых, как в игре по сети)
cli-play-bell = Звонок терминала, когда остаётся десять секунд и когда падает флажок (на экране по умолчанию, в строчном режиме только по просьбе); «--bell=false» — без звонка
cli-play-no_bell = Никогда не звонить (то же, что «--bell=false»)
cli-play-bell_every_move = Звонить ещё и при каждом ходе партии с часами
cli-play-load = Открыть партию из PGN-файла: продолжить незаконченную, просмотреть законченную
cli-play-game = Какую партию PGN-файла открыть (считая с 1); без него партии файла показываются на выбор
cli-play-resume = Продолжить последнюю незаконченную партию, партию N из `hotseat games` или сохранённую партию из файла ФАЙЛ.pgn (его называет hotseat при выходе)

cli-perft-about = Сосчитать листья дерева ходов до заданной глубины (в один поток)
cli-perft-depth = Сколько полуходов в глубину считать
cli-perft-variant = Вариант, по правилам которого считать: «standard», «chess960», «crazyhouse», «atomic», «antichess», «king-of-the-hill», «three-check», «horde», «racing-kings» (по умолчанию — «standard»)
cli-perft-fen = Позиция, с которой начать, — FEN варианта (по умолчанию — начальная позиция варианта)
cli-perft-divide = Сначала вывести счёт для каждого возможного хода
cli-moves-about = Перечислить возможные ходы позиции в SAN, по одному в строке
cli-moves-variant = Вариант, по правилам которого ходить: «standard», «chess960», «crazyhouse», «atomic», «antichess», «king-of-the-hill», «three-check», «horde», «racing-kings» (по умолчанию — «standard»)
cli-moves-fen = Позиция — FEN варианта (по умолчанию — начальная позиция варианта)
cli-games-about = Перечислить сохранённые партии, сначала новые, по строке на партию
cli-games-unfinished = Только незаконченные партии
cli-games-limit = Перечислить только N последних партий (с номерами, как во всём списке)
cli-replay-about = Переиграть по правилам все партии PGN-файла и сообщить, чем кончилась каждая
cli-replay-draw_rules = club: ход после троекратного повторения или 50 ходов — ошибка; fide: такие партии могут продолжаться
cli-replay-fens = Выводить каждый ход и FEN после него
cli-replay-openings = Добавлять к строке каждой партии код ECO и название дебюта, как их даёт lichess
cli-replay-file = PGN-файл; - — стандартный ввод
cli-analyse-about = Разобрать партию из PGN-файла движком UCI (Stockfish, если он установлен) по формулам lichess
cli-analyse-file = PGN-файл
cli-analyse-game = Какая партия файла, начиная с 1
cli-analyse-nodes = Сколько узлов движок просматривает в каждой позиции (по умолчанию nodes из файла настроек, иначе 1000000): при том же числе узлов те же оценки
cli-analyse-engine = Программа движка; по умолчанию engine из файла настроек, иначе stockfish из PATH, иначе /usr/games/stockfish
cli-analyse-jobs = Сколько движков работает одновременно, каждый над своей позицией; по умолчанию по одному на ядро
cli-analyse-json = Вывести разбор одним объектом JSON
cli-analyse-output = Записать партию с разбором (оценки, отметки, лучшие продолжения) в этот PGN-файл
cli-analyse-learn = Работа над ошибками этой стороны: «white» (белые) или «black» (чёрные), на экране, как на lichess: найти ход получше в позиции перед каждой ошибкой
cli-analyse-plain = С --learn: построчный режим вместо полного экрана
cli-watch-about = Следить за партией, которую играют в другом терминале, без права ходить: доска, идущие часы обоих игроков, ходы по мере игры (по умолчанию все партии, которые сейчас играют в папке сохранённых партий, сначала новейшая)
cli-watch-path = PGN-файл партии или папка с партиями (по умолчанию папка сохранённых партий)
cli-watch-plain = Называть каждый ход строкой текста вместо полного экрана (так же, когда стандартный вывод — не терминал)
cli-tournament-about = Матч или круговой турнир за этим компьютером: пары по таблицам Бергера ФИДЕ, партии, результаты и турнирная таблица
cli-tournament-new-about = Создать турнир: матч для двух участников, круговой турнир для трёх—шестнадцати (при нечётном числе один участник в каждом туре свободен)
cli-tournament-new-name = Название турнира, по которому его находят другие команды
cli-tournament-new-players = Участники через запятую в порядке их номеров: "Анна,Борис,Вера,Глеб"
cli-tournament-new-double = Двухкруговой турнир: каждая пара играет дважды, со сменой цвета
cli-tournament-new-games = Число партий матча двух участников (по умолчанию 2), цвет чередуется
cli-tournament-new-broadcast = Записывать партии по ходу игры в эту папку так, как её читает трансляция lichess: «round-N/game-M.pgn» для каждой партии и «games.pgn» для всех
cli-tournament-new-time = Контроль времени каждой партии в той же записи, что у игры: 5+3, 90s, 40/90+30,30+30 (по умолчанию без контроля)
cli-tournament-new-draw_rules = Правила ничьей каждой партии: club или fide
cli-tournament-new-variant = Какие шахматы в каждой партии: «standard» (по умолчанию), «chess960», «crazyhouse», «atomic», «antichess», «king-of-the-hill», «three-check», «horde» или «racing-kings»
cli-tournament-new-tiebreaks = Дополнительные показатели в порядке их силы через запятую: DE (личная встреча), WON (число побед), SB (коэффициент Зонненборна — Бергера), KS (система Койя); по умолчанию DE,WON,SB,KS
cli-tournament-list-about = Перечислить турниры, новые сначала, по строке на турнир
cli-tournament-show-about = Показать турнирную таблицу с очками, дополнительными показателями и местами, и текущий тур
cli-tournament-show-name = Название турнира
cli-tournament-show-json = Вывести турнир одним объектом JSON: туры и положение участников по местам
cli-tournament-play-about = Сыграть за этой клавиатурой следующую партию турнира (или названную); её результат попадёт в таблицу, когда она кончится, а прерванная партия продолжится с того же места
cli-tournament-play-name = Название турнира
cli-tournament-play-game = Партия, ТУР.ДОСКА, например 2.1 (по умолчанию следующая)
cli-tournament-play-plain = Играть строками текста вместо полного экрана
cli-tournament-result-about = Внести результат партии вручную, например сыгранной на доске
cli-tournament-result-name = Название турнира
cli-tournament-result-game = Партия, ТУР.ДОСКА, например 2.1
cli-tournament-result-result = Результат: 1-0, 0-1, 1/2 или +- и -+ для неявки
cli-tournament-result-replace = Заменить результат партии без вопроса, если он уже есть
cli-tournament-withdraw-about = Исключить выбывшего участника: если он сыграл меньше половины партий, ни одна из них не идёт в зачёт; если больше, оставшиеся партии ему засчитываются как проигранные за неявку
cli-tournament-withdraw-name = Название турнира
cli-tournament-withdraw-player = Имя участника
cli-tournament-trf-about = Вывести турнир в формате отчёта о турнире ФИДЕ, TRF-16
cli-tournament-trf-name = Название турнира
cli-tournament-pgn-about = Вывести все партии турнира в PGN, с тегами Round "2.1"
cli-tournament-pgn-name = Название турнира
cli-tournament-broadcast-about = Транслировать партии турнира по ходу игры в папку («round-N/game-M.pgn» и «games.pgn», как их читает трансляция lichess) или прекратить трансляцию
cli-tournament-broadcast-name = Название турнира
cli-tournament-broadcast-dir = Папка (если не указана, трансляция прекращается)
cli-config-about = Показать путь к файлу настроек и действующие настройки с тем, откуда взята каждая
cli-completions-about = Вывести скрипт дополнения для оболочки, чтобы положить его туда, где оболочка его ищет
cli-completions-shell = Оболочка: bash, zsh, fish, powershell или elvish
cli-man-about = Вывести страницу руководства (roff), чтобы установить её как hotseat.1; с --dir — записать её и по странице на каждую команду в папку
cli-man-dir = Папка, куда записать hotseat.1 и hotseat-КОМАНДА.1 для каждой команды (создаётся, если её нет); каждый записанный файл называется отдельной строкой

## Раздел страницы руководства

man-exit-status = КОД ВОЗВРАТА
man-exit-0 = Всё в порядке: партия сохранена (или не было ходов), команда сделала, что просили; вывод, который больше никто не читает (hotseat --plain | head -1), заканчивает партию, сохранённую, без лишних слов.
man-exit-1 = Партию не удалось сохранить (при выходе сказано почему: диск полон, папка только для чтения, папка данных — это файл), или команда не удалась в работе: replay не может доиграть партию, сбой движка, сбой вывода, записи страниц руководства или терминала, папку сохранённых партий не прочитать.
man-exit-2 = Аргументы нельзя использовать: неизвестный параметр или неверное значение, названный файл или сохранённую партию не открыть, папка для страниц руководства — это файл, файл настроек нельзя использовать, нет терминала без --plain. Ничего не сыграно и не записано.
man-exit-signal = Завершена сигналом N (130 — прерывание); партия перед этим сохранена.

## Обозначения значений в справке и в отказах

cli-value-control = КОНТРОЛЬ
cli-value-fen = FEN
cli-value-n = N
cli-value-name = ИМЯ
cli-value-names = ИМЕНА
cli-value-list = СПИСОК
cli-value-round-board = ТУР.ДОСКА
cli-value-player = УЧАСТНИК
cli-value-result = РЕЗУЛЬТАТ
cli-value-rules = ПРАВИЛА
cli-value-bool = ДА|НЕТ
cli-value-side = СТОРОНА
cli-value-lang = ЯЗЫК
cli-value-when = КОГДА
cli-value-file-pgn = ФАЙЛ.pgn
cli-value-depth = ГЛУБИНА
cli-value-file = ФАЙЛ
cli-value-shell = ОБОЛОЧКА
cli-value-dir = ПАПКА
cli-value-path = ПУТЬ

## Отказ в аргументах

cli-error-value = недопустимое значение «{ $value }» для { $argument }
cli-error-no-value = для { $argument } нужно значение
cli-expected = ожидается { $values }
cli-error-unknown = у hotseat нет параметра «{ $argument }»
cli-error-unexpected = «{ $argument }» — лишнее слово
cli-error-subcommand = у hotseat нет команды «{ $argument }» (их список — в «hotseat --help»)
cli-error-stray = «{ $argument }» — не команда и не значение параметра (значение с пробелами пишется в кавычках)
cli-error-conflict = { $argument } нельзя вместе с { $other }
cli-error-twice = { $argument } указан дважды
cli-error-command-options = параметр игры { $other } не может стоять перед командой { $argument }
cli-error-missing = не указан обязательный аргумент: { $argument }
cli-error-no-command = нужна команда
cli-error-no-equals = { $argument } принимает значение после «=», например { $argument }={ $value }
cli-error-takes-no-value = { $argument } не принимает значения, а дано «{ $value }»
cli-error-not-utf8 = аргумент — не текст в UTF-8
cli-did-you-mean = ; может быть, { $guesses }?

## Отказы самих команд

tool-not-a-folder = { $path } — не папка
tool-is-a-folder = { $path } — папка, а не PGN-файл
tool-cannot-open = не удаётся открыть { $path }: { $reason }
tool-cannot-write = не удаётся записать { $path }: { $reason }
tool-output-failed = не удаётся записать вывод: { $reason }

## Турниры (hotseat tournament)

tournament-kind-round-robin = круговой турнир
tournament-kind-double = двухкруговой турнир
tournament-kind-match = матч из { $games ->
    [one] { $games } партии
   *[other] { $games } партий
}
tournament-round = Тур { $round } из { $rounds }
# Следующая партия идущего турнира, как её предлагает форма новой партии.
tournament-next-game = { $game }, { $play }, тур { $round } из { $rounds }
tournament-over = У всех партий есть результат.
tournament-bye = Без партии в этом туре: { $name }.
tournament-list-line = { $name } · { $kind }, { $players ->
    [one] { $players } участник
    [few] { $players } участника
   *[other] { $players } участников
} · { $progress } · { $date }
tournament-none = турниров пока нет: hotseat tournament new НАЗВАНИЕ --players "Анна,Борис,Вера" создаёт турнир
crosstable-heading = { $name } · { $kind } · { $control }
crosstable-untimed = без контроля времени
crosstable-player = Участник
crosstable-points = Очки
crosstable-place = Место
crosstable-tiebreak = { $code ->
    [DE] ЛВ
    [WON] Поб
    [SB] Берг
    [KS] Койя
   *[other] { $code }
}
crosstable-withdrawn = { $name } (выб.)
tournament-withdrew-annulled = Участник { $name } выбыл, не сыграв половины партий: ни одна из них не идёт в зачёт.
tournament-withdrew-forfeited = Участник { $name } выбыл: оставшиеся партии засчитаны как проигранные за неявку.
tournament-recorded = В таблице: { $game }
tournament-same-result = У партии { $game } уже этот результат: ничего не изменилось.
tournament-replace-question = У партии { $game } результат { $there }: заменить его на { $result }?
tournament-kept-result = у партии { $game } остаётся прежний результат
tournament-replace-needed = у партии { $game } уже есть результат { $there }: чтобы заменить его, добавьте --replace
tournament-unfinished = Партия { $game } не окончена: { $command } продолжит её.
tournament-standings = Положение: { $list }.
tournament-next-command = Следующая партия: { $game }. Её начинает команда { $command }.
tournament-entered-meanwhile = партии { $game } тем временем вручную дан результат { $there }, он остаётся; сама партия кончилась { $result }
tournament-broadcast-set = Партии турнира { $name } транслируются в папку { $dir }.
tournament-broadcast-cleared = Партии турнира { $name } больше не транслируются.

## Разбор движком (hotseat analyse)

analyse-written = Партия с разбором записана в { $path }.
analyse-not-kept = анализ не сохранён на следующий раз: { $reason }
analyse-progress = Разобрано позиций: { $done } из { $total }
analyse-engine = { $engine }, { $nodes } { $nodes ->
        [one] узел
        [few] узла
       *[many] узлов
    } на позицию
analyse-player = { $side ->
        [white] Белые
       *[black] Чёрные
    }
analyse-player-named = { analyse-player } ({ $name })
analyse-percent = { $value } %
analyse-side = { $player }: точность { $accuracy }, средняя потеря в сантипешках { $acpl }; { $inaccuracies } { $inaccuracies ->
        [one] неточность
        [few] неточности
       *[many] неточностей
    }, { $mistakes } { $mistakes ->
        [one] ошибка
        [few] ошибки
       *[many] ошибок
    }, { $blunders } { $blunders ->
        [one] зевок
        [few] зевка
       *[many] зевков
    }
analyse-move = { $number } { $played }: { $judgement }; лучше было { $best }.
analyse-move-no-best = { $number } { $played }: { $judgement }.
analyse-judgement = { $judgement ->
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] зевок
    }{ $mate ->
        [created] , после которого мат неизбежен
        [lost] , упускающий форсированный мат
       *[none] {""}
    }
