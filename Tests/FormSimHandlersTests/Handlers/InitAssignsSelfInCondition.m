// A message list that registers for the keyboard in `init`, written in the older idiom that
// assigns `self` inside the `if`, and keeps its rows sorted with a range literal of
// Foundation's (the pattern of zulip/zulip-ios-legacy's StreamViewController.m, in this
// project's words).
#import <UIKit/UIKit.h>

@interface ThreadController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *threadScroll;
@property (nonatomic, strong) NSMutableArray *rows;
@end

@implementation ThreadController

- (id)init
{
    if ((self = [super init])) {
        self.title = @"Thread";
        self.rows = [[NSMutableArray alloc] init];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardUp:)
            name:UIKeyboardWillShowNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDown:)
            name:UIKeyboardWillHideNotification object:nil];
    }
    return self;
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self insertRow:@"welcome"];
}

- (void)insertRow:(NSString *)row
{
    NSUInteger place = [self.rows indexOfObject:row
                                  inSortedRange:(NSRange){0, [self.rows count]}
                                        options:NSBinarySearchingInsertionIndex
                                usingComparator:^(id left, id right) {
                                    return [left compare:right];
                                }];
    [self.rows insertObject:row atIndex:place];
}

- (void)keyboardUp:(NSNotification *)note
{
    CGRect end = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.threadScroll.contentInset;
    insets.bottom = end.size.height;
    self.threadScroll.contentInset = insets;
}

- (void)keyboardDown:(NSNotification *)note
{
    self.threadScroll.contentInset = UIEdgeInsetsZero;
}

@end
