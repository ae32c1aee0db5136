names = ["Mary Butler";
         "Santiago Marquez";
         "Diana Lee"];
names = split(names)
