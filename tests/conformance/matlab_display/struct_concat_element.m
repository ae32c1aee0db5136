struct1.a = 'first'; struct1.b = [1,2,3];
struct2.a = 'second'; struct2.b = rand(5);
combined = [struct1,struct2];
new(1,1).a = 1; new(1,1).b = 10; new(1,2).a = 2; new(1,2).b = 20;
new(2,1).a = 3; new(2,1).b = 30; new(2,2).a = 4; new(2,2).b = 40;
larger = [combined; new];
larger(2,1).a
